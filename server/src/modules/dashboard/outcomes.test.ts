import { DashboardStats, type JobStatus, JobfitDocument, Scan } from '@jobfit/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scan, user } from '../../db/schema.ts';
import { SAMPLE_POSTING } from '../../test/cv-files.ts';
import { readJson } from '../../test/http-client.ts';
import { createTestContext, type TestContext, type TestUser } from '../../test/test-context.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const resume = {
  basics: { name: 'Otto Outcome' },
  work: [],
  education: [],
  skills: [{ name: 'Tech', keywords: ['TypeScript'] }],
};

const outcomes = async (u: TestUser) =>
  DashboardStats.parse(await readJson(await u.client.get('/api/dashboard'))).outcomes;

const empty = { applied: 0, replied: 0, interviewed: 0, replyRate: null, interviewRate: null };

describe('outcome insights on GET /api/dashboard', () => {
  it('has empty cells and no rates before any application', async () => {
    const u = await t.signUp();
    expect(await outcomes(u)).toEqual({
      all: empty,
      byScoreBand: [
        { band: 'low', label: 'Under 50', ...empty },
        { band: 'fair', label: '50–69', ...empty },
        { band: 'good', label: '70–84', ...empty },
        { band: 'strong', label: '85 and over', ...empty },
      ],
      unscanned: 0,
      byCv: [
        { cv: 'tailored', ...empty },
        { cv: 'master', ...empty },
      ],
      cvUnknown: 0,
    });
  });

  it('gives reply and interview rates by score band and CV sent, never from fewer than 5', async () => {
    const u = await t.signUp();
    await t.db.update(user).set({ plan: 'pro' }).where(eq(user.id, u.id));
    await u.client.request('/api/cv', { method: 'PUT', json: { resume } });
    let minute = 0;
    const tick = () => t.clock.set(new Date(Date.UTC(2026, 5, 1, 9, minute++)));
    const patch = async (id: string, json: Record<string, unknown>) => {
      tick();
      const res = await u.client.request(`/api/job-targets/${id}`, { method: 'PATCH', json });
      expect(res.status).toBe(200);
    };
    /** A scanned job whose stored score is `score`, moved through `statuses`. */
    const job = async (score: number, statuses: JobStatus[], sent?: Record<string, unknown>) => {
      tick();
      const s = Scan.parse(
        await readJson(await u.client.post('/api/scans', { posting: SAMPLE_POSTING })),
      );
      await t.db.update(scan).set({ score }).where(eq(scan.id, s.id));
      for (const status of statuses) await patch(s.jobTargetId, { status });
      if (sent) await patch(s.jobTargetId, sent);
      return s;
    };

    try {
      const first = await job(90, ['applied', 'interviewing']);
      tick();
      const doc = JobfitDocument.parse(
        await readJson(await u.client.post('/api/documents', { scanId: first.id, kind: 'cv' })),
      );
      const tailored = { sentCv: 'tailored', sentDocumentId: doc.id };
      await patch(first.jobTargetId, tailored);
      // Strong band, all tailored: 5 applications, 3 answers, 2 interviews.
      await job(85, ['applied', 'offer'], tailored);
      await job(99, ['applied', 'rejected'], tailored);
      await job(86, ['applied'], tailored);
      const late = await job(100, ['applied'], tailored);
      // A rescan after applying does not move the job out of the band it was applied in.
      tick();
      const rescan = Scan.parse(
        await readJson(await u.client.post('/api/scans', { jobTargetId: late.jobTargetId })),
      );
      await t.db.update(scan).set({ score: 20 }).where(eq(scan.id, rescan.id));

      // Fair band, master CV: only 3 applications, so no rates.
      await job(50, ['applied', 'rejected'], { sentCv: 'master' });
      await job(69, ['applied'], { sentCv: 'master' });
      await job(60, ['applied'], { sentCv: 'master' });
      // Good band: an interview that ended in a rejection still counts as an interview.
      await job(84, ['applied', 'interviewing', 'rejected']);
      // Low band: still "saved" but with an applied date.
      const dated = await job(40, []);
      await patch(dated.jobTargetId, { appliedAt: '2026-06-01T12:00:00.000Z' });
      // Not applied: saved, and withdrawn before applying.
      await job(95, []);
      await job(95, ['withdrawn']);
      // Applied without any scan: in the totals, in no band.
      tick();
      expect(
        (await u.client.post('/api/job-targets', { title: 'Hand', status: 'offer' })).status,
      ).toBe(201);

      const o = await outcomes(u);
      expect(o.all).toEqual({
        applied: 11,
        replied: 6,
        interviewed: 4,
        replyRate: 55,
        interviewRate: 36,
      });
      expect(o.byScoreBand).toEqual([
        { band: 'low', label: 'Under 50', ...empty, applied: 1 },
        { band: 'fair', label: '50–69', ...empty, applied: 3, replied: 1 },
        { band: 'good', label: '70–84', ...empty, applied: 1, replied: 1, interviewed: 1 },
        {
          band: 'strong',
          label: '85 and over',
          applied: 5,
          replied: 3,
          interviewed: 2,
          replyRate: 60,
          interviewRate: 40,
        },
      ]);
      expect(o.unscanned).toBe(1);
      expect(o.byCv).toEqual([
        {
          cv: 'tailored',
          applied: 5,
          replied: 3,
          interviewed: 2,
          replyRate: 60,
          interviewRate: 40,
        },
        { cv: 'master', ...empty, applied: 3, replied: 1 },
      ]);
      expect(o.cvUnknown).toBe(3);

      // Another user's figures are their own.
      expect((await outcomes(await t.signUp())).all).toEqual(empty);
    } finally {
      t.clock.set(undefined);
    }
  });

  it('without an applied date, bands a job by its score when it first reached "applied"', async () => {
    const u = await t.signUp();
    await u.client.request('/api/cv', { method: 'PUT', json: { resume } });
    const setScore = (id: string, score: number) =>
      t.db.update(scan).set({ score }).where(eq(scan.id, id));
    try {
      t.clock.set('2026-07-01T09:00:00Z');
      const first = Scan.parse(
        await readJson(await u.client.post('/api/scans', { posting: SAMPLE_POSTING })),
      );
      await setScore(first.id, 40);
      t.clock.set('2026-07-02T09:00:00Z');
      const body = { jobTargetId: first.jobTargetId };
      const second = Scan.parse(await readJson(await u.client.post('/api/scans', body)));
      await setScore(second.id, 90);
      t.clock.set('2026-07-03T09:00:00Z');
      const res = await u.client.request(`/api/job-targets/${first.jobTargetId}`, {
        method: 'PATCH',
        json: { status: 'applied', appliedAt: null },
      });
      expect(res.status).toBe(200);
      t.clock.set('2026-07-04T09:00:00Z');
      const third = Scan.parse(await readJson(await u.client.post('/api/scans', body)));
      await setScore(third.id, 20);

      const o = await outcomes(u);
      expect(o.byScoreBand.map((b) => [b.band, b.applied])).toEqual([
        ['low', 0],
        ['fair', 0],
        ['good', 0],
        ['strong', 1],
      ]);
    } finally {
      t.clock.set(undefined);
    }
  });
});
