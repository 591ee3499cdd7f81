import { CalendarFeedLink, CalendarFeedStatus, JobDate, JobDateList } from '@jobfit/contracts';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarFeed, jobTargetDate } from '../../db/schema.ts';
import { readJson } from '../../test/http-client.ts';
import { createTestContext, type TestContext, type TestUser } from '../../test/test-context.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const POSTING =
  'We need a backend engineer fluent in TypeScript and PostgreSQL. Secret perks inside.';

async function addJob(u: TestUser, body: Record<string, unknown>): Promise<string> {
  const res = await u.client.post('/api/job-targets', { postingText: POSTING, ...body });
  expect(res.status).toBe(201);
  return ((await readJson(res)) as { id: string }).id;
}

async function addDate(u: TestUser, body: Record<string, unknown>): Promise<JobDate> {
  const res = await u.client.post('/api/calendar/dates', body);
  expect(res.status).toBe(201);
  return JobDate.parse(await readJson(res));
}

/** Parses an .ics body with ical.js (it throws on anything that is not iCalendar). */
function parseIcs(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.name).toBe('vcalendar');
  const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  return { calendar, events, byUid: new Map(events.map((e) => [e.uid, e])) };
}

/** What a calendar app does: a plain GET, no cookies, no Origin. */
const subscribe = (url: string) => fetch(url);

describe('job dates', () => {
  it('adds interviews and follow-ups to a job, lists them soonest first, deletes them', async () => {
    const u = await t.signUp();
    const jobId = await addJob(u, { title: 'Backend Engineer', company: 'Acme' });
    const interview = await addDate(u, {
      jobTargetId: jobId,
      kind: 'interview',
      startsAt: '2030-03-04T14:30:00+01:00',
      note: 'Video call with the CTO',
    });
    expect(interview).toMatchObject({
      kind: 'interview',
      day: null,
      startsAt: '2030-03-04T13:30:00.000Z',
      durationMinutes: 60,
      note: 'Video call with the CTO',
    });
    const followUp = await addDate(u, { jobTargetId: jobId, kind: 'follow_up', day: '2030-03-01' });
    expect(followUp).toMatchObject({ day: '2030-03-01', startsAt: null, durationMinutes: null });
    const second = await addDate(u, {
      jobTargetId: jobId,
      kind: 'interview',
      startsAt: '2030-03-10T09:00:00Z',
      durationMinutes: 120,
    });

    const list = async () =>
      JobDateList.parse(
        await readJson(await u.client.get(`/api/calendar/dates?jobTargetId=${jobId}`)),
      ).items.map((d) => d.id);
    expect(await list()).toEqual([followUp.id, interview.id, second.id]);

    const removed = await u.client.request(`/api/calendar/dates/${interview.id}`, {
      method: 'DELETE',
    });
    expect(removed.status).toBe(204);
    expect(await list()).toEqual([followUp.id, second.id]);
    const again = await u.client.request(`/api/calendar/dates/${interview.id}`, {
      method: 'DELETE',
    });
    expect(again.status).toBe(404);
    expect((await readJson(again)).error).toEqual({
      code: 'not_found',
      message: 'That date was not found.',
    });

    // Deleting the job takes its dates along.
    await u.client.request(`/api/job-targets/${jobId}`, { method: 'DELETE' });
    const left = await t.db.select().from(jobTargetDate).where(eq(jobTargetDate.userId, u.id));
    expect(left).toEqual([]);
  });

  it('refuses an interview without a time, a day and a time at once, and a bad day', async () => {
    const u = await t.signUp();
    const jobId = await addJob(u, { title: 'Data Analyst' });
    const cases: [Record<string, unknown>, string[]][] = [
      [{ kind: 'interview', day: '2030-01-02' }, ['startsAt']],
      [{ kind: 'follow_up', day: '2030-01-02', startsAt: '2030-01-02T10:00:00Z' }, ['day']],
      [{ kind: 'follow_up', day: '2030-02-30' }, ['day']],
      [{ kind: 'follow_up', day: '2030-01-02', durationMinutes: 30 }, ['durationMinutes']],
      [{ kind: 'meeting', startsAt: '2030-01-02T10:00:00Z' }, ['kind']],
      [{ kind: 'follow_up', startsAt: 'tomorrow at ten' }, ['startsAt']],
    ];
    for (const [body, fields] of cases) {
      const res = await u.client.post('/api/calendar/dates', { jobTargetId: jobId, ...body });
      expect(res.status).toBe(400);
      const error = (await readJson(res)).error;
      expect(error.code).toBe('validation');
      expect(Object.keys(error.details)).toEqual(fields);
    }
  });

  it("are in the user's data export; the calendar link's hash is not", async () => {
    const u = await t.signUp();
    const jobId = await addJob(u, { title: 'Exported Job' });
    const date = await addDate(u, { jobTargetId: jobId, kind: 'follow_up', day: '2030-04-01' });
    await u.client.post('/api/calendar/feed');
    const [feed] = await t.db.select().from(calendarFeed).where(eq(calendarFeed.userId, u.id));
    const exported = await readJson(await u.client.get('/api/account/export'));
    expect(exported.jobTargetDates).toEqual([
      expect.objectContaining({ id: date.id, jobTargetId: jobId, day: '2030-04-01' }),
    ]);
    expect(JSON.stringify(exported)).not.toContain(feed!.secretHash);
  });

  it('holds at most 50 dates per job', async () => {
    const u = await t.signUp();
    const jobId = await addJob(u, { title: 'Busy Job' });
    await t.db.insert(jobTargetDate).values(
      Array.from({ length: 50 }, (_, i) => ({
        id: crypto.randomUUID(),
        userId: u.id,
        jobTargetId: jobId,
        kind: 'follow_up' as const,
        day: `2030-01-${String((i % 28) + 1).padStart(2, '0')}`,
      })),
    );
    const res = await u.client.post('/api/calendar/dates', {
      jobTargetId: jobId,
      kind: 'follow_up',
      day: '2030-02-01',
    });
    expect(res.status).toBe(409);
    expect((await readJson(res)).error.code).toBe('conflict');
  });
});

describe('calendar download', () => {
  it('is an iCalendar file with the deadline, interviews and follow-ups, stable UIDs and links', async () => {
    const u = await t.signUp();
    const jobId = await addJob(u, {
      title: 'Backend Engineer',
      company: 'Acme',
      deadline: '2030-05-20',
    });
    const noCompany = await addJob(u, { title: 'Freelance Gig' });
    const interview = await addDate(u, {
      jobTargetId: jobId,
      kind: 'interview',
      startsAt: '2030-05-25T15:00:00+02:00',
      note: 'Bring the portfolio',
    });
    const followUp = await addDate(u, {
      jobTargetId: noCompany,
      kind: 'follow_up',
      day: '2030-06-01',
    });
    const timedFollowUp = await addDate(u, {
      jobTargetId: jobId,
      kind: 'follow_up',
      startsAt: '2030-06-02T08:00:00Z',
    });

    const res = await u.client.get('/api/calendar/download.ics');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('content-disposition')).toContain('filename="jobfit-calendar.ics"');
    const text = await res.text();
    expect(text).not.toContain('Secret perks');
    const { events, byUid } = parseIcs(text);
    expect(events).toHaveLength(4);

    const deadline = byUid.get(`jobfit-deadline-${jobId}`)!;
    expect(deadline.summary).toBe('Deadline: Backend Engineer @ Acme');
    expect(deadline.startDate.isDate).toBe(true);
    expect(deadline.startDate.toString()).toBe('2030-05-20');
    expect(deadline.endDate.toString()).toBe('2030-05-21');
    expect(deadline.component.getFirstPropertyValue('url')).toBe(
      `${t.baseUrl}/job-targets?job=${jobId}`,
    );

    const call = byUid.get(`jobfit-date-${interview.id}`)!;
    expect(call.summary).toBe('Interview: Backend Engineer @ Acme');
    expect(call.startDate.isDate).toBe(false);
    expect(call.startDate.zone.tzid).toBe('UTC');
    expect(call.startDate.toJSDate().toISOString()).toBe('2030-05-25T13:00:00.000Z');
    expect(call.endDate.toJSDate().toISOString()).toBe('2030-05-25T14:00:00.000Z');
    expect(call.description).toBe(
      `Bring the portfolio\n\nOpen in Jobfit: ${t.baseUrl}/job-targets?job=${jobId}`,
    );
    expect(call.component.getFirstPropertyValue('transp')).toBe('OPAQUE');

    const reminder = byUid.get(`jobfit-date-${followUp.id}`)!;
    expect(reminder.summary).toBe('Follow up: Freelance Gig');
    expect(reminder.startDate.isDate).toBe(true);
    expect(reminder.startDate.toString()).toBe('2030-06-01');
    expect(reminder.component.getFirstPropertyValue('transp')).toBe('TRANSPARENT');

    const timed = byUid.get(`jobfit-date-${timedFollowUp.id}`)!;
    expect(timed.startDate.isDate).toBe(false);
    expect(timed.endDate.toJSDate().toISOString()).toBe('2030-06-02T08:30:00.000Z');

    // A second download names the same events: a calendar app updates them, never doubles them.
    const again = parseIcs(await (await u.client.get('/api/calendar/download.ics')).text());
    expect([...again.byUid.keys()].sort()).toEqual([...byUid.keys()].sort());

    // In the reader's language: the labels and descriptions, never the user's own words.
    const german = await u.client.get('/api/calendar/download.ics', {
      headers: { 'accept-language': 'de' },
    });
    const inGerman = parseIcs(await german.text()).byUid;
    expect(inGerman.get(`jobfit-deadline-${jobId}`)!.summary).toBe(
      'Bewerbungsfrist: Backend Engineer @ Acme',
    );
    expect(inGerman.get(`jobfit-date-${interview.id}`)!.description).toBe(
      `Bring the portfolio\n\nIn Jobfit öffnen: ${t.baseUrl}/job-targets?job=${jobId}`,
    );
    expect(inGerman.get(`jobfit-date-${followUp.id}`)!.summary).toBe('Nachfassen: Freelance Gig');
  });

  it('needs a session', async () => {
    const res = await t.client().get('/api/calendar/download.ics');
    expect(res.status).toBe(401);
    expect((await readJson(res)).error.code).toBe('unauthorized');
  });

  it('leaves out what is more than a year old', async () => {
    const u = await t.signUp();
    const jobId = await addJob(u, { title: 'Old Job', deadline: '2029-01-10' });
    const old = await addDate(u, { jobTargetId: jobId, kind: 'follow_up', day: '2029-01-05' });
    const recent = await addDate(u, {
      jobTargetId: jobId,
      kind: 'interview',
      startsAt: '2029-12-01T10:00:00Z',
    });
    t.clock.set('2030-01-12T12:00:00Z');
    try {
      const { byUid } = parseIcs(await (await u.client.get('/api/calendar/download.ics')).text());
      expect([...byUid.keys()].sort()).toEqual([`jobfit-date-${recent.id}`]);
      expect(byUid.has(`jobfit-date-${old.id}`)).toBe(false);
    } finally {
      t.clock.set(undefined);
    }
  });
});

describe('calendar subscription', () => {
  it('serves the calendar at a private link without a session; reset and off revoke it', async () => {
    const u = await t.signUp();
    const jobId = await addJob(u, { title: 'Platform Engineer', deadline: '2030-07-01' });
    const status = async () =>
      CalendarFeedStatus.parse(await readJson(await u.client.get('/api/calendar/feed')));
    expect(await status()).toEqual({ enabled: false, createdAt: null });

    const created = await u.client.post('/api/calendar/feed');
    expect(created.status).toBe(201);
    const first = CalendarFeedLink.parse(await readJson(created));
    expect(first.url).toMatch(new RegExp(`^${t.baseUrl}/api/calendar/[A-Za-z0-9_-]{55}\\.ics$`));
    expect(await status()).toEqual({ enabled: true, createdAt: first.createdAt });

    const feed = await subscribe(first.url);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const { byUid } = parseIcs(await feed.text());
    expect(byUid.get(`jobfit-deadline-${jobId}`)?.summary).toBe('Deadline: Platform Engineer');

    // The database keeps a hash, never the link's secret; the logs never hold the token.
    const token = first.url.slice(first.url.lastIndexOf('/') + 1, -'.ics'.length);
    const [row] = await t.db.select().from(calendarFeed).where(eq(calendarFeed.userId, u.id));
    expect(row!.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(token.slice(12));
    expect(JSON.stringify(t.logs)).not.toContain(token);
    expect(t.logs).toContainEqual(
      expect.objectContaining({ path: '/api/calendar/[token].ics', status: 200 }),
    );

    // Reset: a new link works, the old one is gone.
    const second = CalendarFeedLink.parse(
      await readJson(await u.client.post('/api/calendar/feed')),
    );
    expect(second.url).not.toBe(first.url);
    expect((await subscribe(second.url)).status).toBe(200);
    const revoked = await subscribe(first.url);
    expect(revoked.status).toBe(404);
    expect((await readJson(revoked)).error).toEqual({
      code: 'not_found',
      message: 'No such calendar: the link was reset or turned off.',
    });

    // Off: no link works; turning it off again is fine.
    for (let i = 0; i < 2; i++) {
      const off = await u.client.request('/api/calendar/feed', { method: 'DELETE' });
      expect(off.status).toBe(204);
    }
    expect((await subscribe(second.url)).status).toBe(404);
    expect(await status()).toEqual({ enabled: false, createdAt: null });
  });

  it('refuses malformed tokens, a right lookup id with a wrong secret, and no session', async () => {
    const u = await t.signUp();
    const link = CalendarFeedLink.parse(await readJson(await u.client.post('/api/calendar/feed')));
    const token = link.url.slice(link.url.lastIndexOf('/') + 1, -'.ics'.length);
    const wrongSecret = token.slice(0, 12) + (token[12] === 'A' ? 'B' : 'A') + token.slice(13);
    for (const path of [
      `/api/calendar/${wrongSecret}.ics`,
      `/api/calendar/${token.slice(0, -1)}.ics`,
      '/api/calendar/not-a-token.ics',
    ]) {
      expect((await fetch(`${t.baseUrl}${path}`)).status).toBe(404);
    }
    expect((await t.client().get('/api/calendar/feed')).status).toBe(401);
    expect((await t.client().post('/api/calendar/feed')).status).toBe(401);
  });
});

describe('isolation', () => {
  it("never shows or touches another user's jobs, dates or calendar", async () => {
    const alice = await t.signUp();
    const bob = await t.signUp();
    const aliceJob = await addJob(alice, { title: 'Alice Job', deadline: '2030-08-01' });
    const aliceDate = await addDate(alice, {
      jobTargetId: aliceJob,
      kind: 'interview',
      startsAt: '2030-08-02T10:00:00Z',
    });
    const bobJob = await addJob(bob, { title: 'Bob Job', deadline: '2030-08-03' });

    const list = await bob.client.get(`/api/calendar/dates?jobTargetId=${aliceJob}`);
    expect(list.status).toBe(404);
    const add = await bob.client.post('/api/calendar/dates', {
      jobTargetId: aliceJob,
      kind: 'follow_up',
      day: '2030-08-05',
    });
    expect(add.status).toBe(404);
    expect((await readJson(add)).error.message).toBe('That job was not found.');
    const del = await bob.client.request(`/api/calendar/dates/${aliceDate.id}`, {
      method: 'DELETE',
    });
    expect(del.status).toBe(404);

    const bobLink = CalendarFeedLink.parse(
      await readJson(await bob.client.post('/api/calendar/feed')),
    );
    for (const text of [
      await (await subscribe(bobLink.url)).text(),
      await (await bob.client.get('/api/calendar/download.ics')).text(),
    ]) {
      const { byUid } = parseIcs(text);
      expect([...byUid.keys()]).toEqual([`jobfit-deadline-${bobJob}`]);
      expect(text).not.toContain('Alice Job');
    }
    // Alice's own list still holds her date.
    const own = JobDateList.parse(
      await readJson(await alice.client.get(`/api/calendar/dates?jobTargetId=${aliceJob}`)),
    );
    expect(own.items.map((d) => d.id)).toEqual([aliceDate.id]);
  });
});
