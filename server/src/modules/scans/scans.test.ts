import { PLAN_LIMITS, Scan, ScanList } from '@jobfit/contracts';
import { ENGINE_VERSION } from '@jobfit/engine';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobTarget, scan, user } from '../../db/schema.ts';
import { SAMPLE_POSTING } from '../../test/cv-files.ts';
import { readJson, type TestClient } from '../../test/http-client.ts';
import { createTestContext, type TestContext, type TestUser } from '../../test/test-context.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const resume = (skills: string[]) => ({
  basics: { name: 'Sam Scanner', email: 'sam@example.com', phone: '+44 20 7946 0000' },
  work: [
    {
      name: 'Northwind',
      position: 'Senior Backend Engineer',
      startDate: '2017-01',
      highlights: [`Built services with ${skills.join(', ')} serving 3 million users`],
    },
  ],
  education: [
    {
      institution: 'University of Leeds',
      area: 'Computer Science',
      studyType: 'BSc',
      endDate: '2016',
    },
  ],
  skills: [{ name: 'Backend', keywords: skills }],
});

async function userWithCv(skills = ['TypeScript', 'Node.js', 'PostgreSQL']): Promise<TestUser> {
  const u = await t.signUp();
  const res = await u.client.request('/api/cv', {
    method: 'PUT',
    json: { resume: resume(skills) },
  });
  expect(res.status).toBe(200);
  return u;
}

const createScan = (client: TestClient, body: Record<string, unknown>) =>
  client.post('/api/scans', body);

describe('POST /api/scans', () => {
  it('scans the master CV against a posting and creates a saved job target', async () => {
    const u = await userWithCv();
    const res = await createScan(u.client, {
      posting: SAMPLE_POSTING,
      url: 'https://jobs.example.com/1',
    });
    expect(res.status).toBe(201);
    const body = Scan.parse(await readJson(res));
    expect(body.score).toBeGreaterThan(0);
    expect(body.score).toBeLessThanOrEqual(100);
    expect(body.rescan).toBe(false);
    expect(body.previousScore).toBeNull();
    expect(body.title).toMatch(/backend engineer/i);
    expect(body.url).toBe('https://jobs.example.com/1');
    const names = body.result.keywords.map((k) => k.name.toLowerCase());
    expect(names).toEqual(expect.arrayContaining(['typescript', 'kubernetes']));
    const ts = body.result.keywords.find((k) => k.name.toLowerCase() === 'typescript');
    const k8s = body.result.keywords.find((k) => k.name.toLowerCase() === 'kubernetes');
    expect(ts?.status).toBe('matched');
    expect(k8s?.status).toBe('missing');
    const [target] = await t.db.select().from(jobTarget).where(eq(jobTarget.id, body.jobTargetId));
    expect(target?.status).toBe('saved');
    expect(target?.userId).toBe(u.id);
  });

  it('uses the given title and company over the detected ones', async () => {
    const u = await userWithCv();
    const body = Scan.parse(
      await readJson(
        await createScan(u.client, {
          posting: SAMPLE_POSTING,
          title: 'Platform Engineer',
          company: 'Initech',
        }),
      ),
    );
    expect(body).toMatchObject({ title: 'Platform Engineer', company: 'Initech' });
  });

  it('asks for a master CV first', async () => {
    const u = await t.signUp();
    const res = await createScan(u.client, { posting: SAMPLE_POSTING });
    expect(res.status).toBe(409);
    expect((await readJson(res)).error.message).toMatch(/master CV/);
  });

  it('validates the posting', async () => {
    const u = await userWithCv();
    const short = await createScan(u.client, { posting: 'too short' });
    expect(short.status).toBe(400);
    expect((await readJson(short)).error.details.posting).toEqual([
      'Paste the job posting (at least 50 characters)',
    ]);
    const badUrl = await createScan(u.client, {
      posting: SAMPLE_POSTING,
      url: 'javascript:alert(1)',
    });
    expect(badUrl.status).toBe(400);
    const notJson = await u.client.request('/api/scans', {
      method: 'POST',
      body: '{oops',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
  });

  it('rescans a tracked job after the CV changes: free, and with the previous score', async () => {
    const u = await userWithCv(['TypeScript']);
    const first = Scan.parse(
      await readJson(await createScan(u.client, { posting: SAMPLE_POSTING })),
    );
    await u.client.request('/api/cv', {
      method: 'PUT',
      json: {
        resume: resume(['TypeScript', 'Node.js', 'PostgreSQL', 'Redis', 'Kubernetes', 'AWS']),
      },
    });
    const res = await createScan(u.client, { jobTargetId: first.jobTargetId });
    expect(res.status).toBe(201);
    const second = Scan.parse(await readJson(res));
    expect(second.rescan).toBe(true);
    expect(second.jobTargetId).toBe(first.jobTargetId);
    expect(second.previousScore).toBe(first.score);
    expect(second.score).toBeGreaterThan(first.score);
    expect(second.result.keywords.find((k) => k.name.toLowerCase() === 'kubernetes')?.status).toBe(
      'matched',
    );
  });

  it('returns the knockouts with their statuses and the recruiter search, kept out of the score', async () => {
    const u = await userWithCv(['TypeScript']);
    const posting = `${SAMPLE_POSTING}- You must have the right to work in the UK.\n`;
    const res = await createScan(u.client, { posting });
    expect(res.status).toBe(201);
    const body = Scan.parse(await readJson(res));
    expect(body.engineVersion).toBe(ENGINE_VERSION);
    expect(body.result.knockouts?.map((k) => [k.kind, k.status])).toEqual([
      ['minimum_years', 'met'],
      ['work_authorization', 'not_shown'],
    ]);
    expect(body.result.knockouts?.[1]?.sentence.text).toBe(
      '- You must have the right to work in the UK.',
    );
    const search = body.result.recruiterSearch;
    expect(search?.terms[0]).toMatchObject({ kind: 'title', found: true });
    expect(search?.query).toMatch(/^\("backend engineer" OR "backend developer"\) AND /);
    // The CV names TypeScript only: the other must-have skills are the terms that fail.
    expect(search?.returned).toBe(false);
    const failing = search?.terms.filter((t) => !t.found).map((t) => t.anyOf[0]);
    expect(failing).toEqual(['Node.js', 'PostgreSQL']);
    expect(search?.terms.find((t) => t.anyOf[0] === 'TypeScript')?.found).toBe(true);
    const breakdown = body.result.breakdown as { id: string; points: number }[];
    expect(breakdown.reduce((sum, c) => sum + c.points, 0)).toBe(body.score);
  });

  it('still reads a scan stored before knockout statuses and the recruiter search', async () => {
    const u = await userWithCv();
    const created = Scan.parse(
      await readJson(await createScan(u.client, { posting: SAMPLE_POSTING })),
    );
    const { knockouts: _k, recruiterSearch: _r, ...older } = created.result;
    await t.db.update(scan).set({ result: older }).where(eq(scan.id, created.id));
    const got = Scan.parse(await readJson(await u.client.get(`/api/scans/${created.id}`)));
    expect(got.result.knockouts).toBeUndefined();
    expect(got.result.recruiterSearch).toBeUndefined();
    expect(got.result.keywords).toEqual(created.result.keywords);
  });

  it('does not rescan another user’s job', async () => {
    const alice = await userWithCv();
    const bob = await userWithCv();
    const a = Scan.parse(
      await readJson(await createScan(alice.client, { posting: SAMPLE_POSTING })),
    );
    const res = await createScan(bob.client, { jobTargetId: a.jobTargetId });
    expect(res.status).toBe(404);
    expect(await t.db.select().from(scan).where(eq(scan.userId, bob.id))).toHaveLength(0);
  });
});

describe('quota', () => {
  it('stops new scans at the Free limit with 402, keeps rescans free, and resets next month', async () => {
    const u = await userWithCv();
    const limit = PLAN_LIMITS.free.scansPerMonth;
    t.clock.set('2026-03-31T23:00:00Z');
    try {
      let jobTargetId = '';
      for (let i = 0; i < limit; i++) {
        const res = await createScan(u.client, { posting: `${SAMPLE_POSTING}\nReference ${i}` });
        expect(res.status).toBe(201);
        jobTargetId = (await readJson(res)).jobTargetId;
      }
      const over = await createScan(u.client, { posting: SAMPLE_POSTING });
      expect(over.status).toBe(402);
      expect((await readJson(over)).error).toMatchObject({
        code: 'quota_exceeded',
        details: { quota: 'scans', limit, used: limit, resetsAt: '2026-04-01T00:00:00.000Z' },
      });
      // Rescans of a job already scanned stay free.
      expect((await createScan(u.client, { jobTargetId })).status).toBe(201);

      t.clock.set('2026-04-01T00:00:01Z');
      expect((await createScan(u.client, { posting: SAMPLE_POSTING })).status).toBe(201);
    } finally {
      t.clock.set(undefined);
    }
  });

  it('does not limit Pro users', async () => {
    const u = await userWithCv();
    await t.db.update(user).set({ plan: 'pro' }).where(eq(user.id, u.id));
    for (let i = 0; i <= PLAN_LIMITS.free.scansPerMonth; i++) {
      expect((await createScan(u.client, { posting: SAMPLE_POSTING })).status).toBe(201);
    }
  });
});

describe('reading and deleting scans', () => {
  it('lists the user’s scans with search, sort and pages', async () => {
    const u = await userWithCv();
    const other = await userWithCv();
    await createScan(other.client, { posting: SAMPLE_POSTING, title: 'Alpha Other' });
    for (const [title, company] of [
      ['Alpha Engineer', 'Acme'],
      ['Beta Engineer', 'Globex'],
      ['Gamma Analyst', 'Acme'],
    ]) {
      expect((await createScan(u.client, { posting: SAMPLE_POSTING, title, company })).status).toBe(
        201,
      );
    }
    const all = ScanList.parse(await readJson(await u.client.get('/api/scans')));
    expect(all.total).toBe(3);
    expect(all.items.map((s) => s.title)).toEqual([
      'Gamma Analyst',
      'Beta Engineer',
      'Alpha Engineer',
    ]);

    const acme = ScanList.parse(
      await readJson(await u.client.get('/api/scans?search=acme&sort=title')),
    );
    expect(acme.items.map((s) => s.title)).toEqual(['Alpha Engineer', 'Gamma Analyst']);

    const page2 = ScanList.parse(
      await readJson(await u.client.get('/api/scans?sort=oldest&page=2&pageSize=2')),
    );
    expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.items.map((s) => s.title)).toEqual(['Gamma Analyst']);

    const wild = ScanList.parse(await readJson(await u.client.get('/api/scans?search=%25')));
    expect(wild.total).toBe(0);
    expect((await u.client.get('/api/scans?pageSize=1000')).status).toBe(400);
  });

  it('gets one scan with the texts for the side-by-side view, and deletes it', async () => {
    const u = await userWithCv();
    const created = Scan.parse(
      await readJson(await createScan(u.client, { posting: SAMPLE_POSTING })),
    );
    const got = Scan.parse(await readJson(await u.client.get(`/api/scans/${created.id}`)));
    expect(got.postingText).toBe(SAMPLE_POSTING.trim());
    expect(got.cvText).toContain('Sam Scanner');
    expect(got.result).toEqual(created.result);

    const del = await u.client.request(`/api/scans/${created.id}`, { method: 'DELETE' });
    expect(del.status).toBe(204);
    expect((await u.client.get(`/api/scans/${created.id}`)).status).toBe(404);
    expect((await u.client.request(`/api/scans/${created.id}`, { method: 'DELETE' })).status).toBe(
      404,
    );
  });

  it('never shows or deletes another user’s scan', async () => {
    const alice = await userWithCv();
    const bob = await userWithCv();
    const a = Scan.parse(
      await readJson(await createScan(alice.client, { posting: SAMPLE_POSTING })),
    );
    expect((await bob.client.get(`/api/scans/${a.id}`)).status).toBe(404);
    expect((await bob.client.request(`/api/scans/${a.id}`, { method: 'DELETE' })).status).toBe(404);
    expect(ScanList.parse(await readJson(await bob.client.get('/api/scans'))).total).toBe(0);
    expect((await t.client().get(`/api/scans/${a.id}`)).status).toBe(401);
    expect((await alice.client.get(`/api/scans/${a.id}`)).status).toBe(200);
    expect((await bob.client.get('/api/scans/not-a-uuid')).status).toBe(400);
  });
});
