import { DashboardStats, JobTargetDetail, PLAN_LIMITS, Scan } from '@jobfit/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobTarget, scan } from '../../db/schema.ts';
import { SAMPLE_POSTING } from '../../test/cv-files.ts';
import { readJson, type TestClient } from '../../test/http-client.ts';
import { newScan, userWithBackendCv } from '../../test/scan-users.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';

// The posting's keyword list comes from an engine others improve: every test picks the keyword
// it dismisses from the scan's own result.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const userWithCv = (skills = ['TypeScript']) =>
  userWithBackendCv(
    t,
    {
      name: 'Dana Dismiss',
      email: 'dana@example.com',
      phone: '+44 20 7946 0000',
    },
    skills,
  );

const dismiss = (client: TestClient, scanId: string, body: unknown) =>
  client.post(`/api/scans/${scanId}/dismissed-keywords`, body);
const restore = (client: TestClient, scanId: string, keyword: string) =>
  client.request(
    `/api/scans/${scanId}/dismissed-keywords?${new URLSearchParams({ keyword }).toString()}`,
    { method: 'DELETE' },
  );

/** The heaviest required hard keyword the CV lacks: the one a user would most likely dismiss. */
function missingKeyword(s: Scan): string {
  const k = s.result.keywords.find(
    (x) => x.status === 'missing' && x.required && x.category !== 'soft',
  );
  if (!k) throw new Error('the scan has no missing required keyword');
  return k.name;
}

/** Every place a result names a keyword, lower-cased: list, advice, recruiter search. */
function namesIn(s: Scan): string[] {
  const r = s.result;
  return [
    ...r.keywords.map((k) => k.name),
    ...r.recommendations.flatMap((x) =>
      'keyword' in x && typeof x.keyword === 'string' ? [x.keyword] : [],
    ),
    ...(r.recruiterSearch?.terms.flatMap((x) => x.anyOf) ?? []),
    ...(r.recruiterSearch?.omitted ?? []),
  ].map((n) => n.toLowerCase());
}

const fraction = (s: Scan, id: string) =>
  (s.result.breakdown as { id: string; fraction: number }[]).find((c) => c.id === id)?.fraction ??
  0;
const pointsSum = (s: Scan) =>
  (s.result.breakdown as { points: number }[]).reduce((sum, c) => sum + c.points, 0);

describe('dismissed keywords', () => {
  it('dismiss → recomputed without it, kept by rescans, restored by undo; no quota, no new scan', async () => {
    const u = await userWithCv();
    const first = await newScan(u.client, { posting: SAMPLE_POSTING });
    const keyword = missingKeyword(first);
    expect(namesIn(first)).toContain(keyword.toLowerCase());
    expect(first.dismissedKeywords).toEqual([]);

    const res = await dismiss(u.client, first.id, {
      keyword: keyword.toUpperCase(),
      reason: 'not_requirement',
    });
    expect(res.status).toBe(200);
    const dismissed = Scan.parse(await readJson(res));
    expect(dismissed.id).toBe(first.id);
    expect(namesIn(dismissed)).not.toContain(keyword.toLowerCase());
    expect(dismissed.result.recommendations.some((r) => String(r.message).includes(keyword))).toBe(
      false,
    );
    expect(dismissed.result.dismissedKeywords).toMatchObject([
      { name: keyword, reason: 'not_requirement' },
    ]);
    expect(dismissed.dismissedKeywords).toEqual([
      { name: keyword, reason: 'not_requirement', dismissedAt: expect.any(String) },
    ]);
    // A missing required keyword left out: the hard skills covered rise, and the score still adds
    // up (its word overlap may move either way, as for a posting that never named the keyword).
    expect(fraction(dismissed, 'hardSkills')).toBeGreaterThan(fraction(first, 'hardSkills'));
    expect(pointsSum(dismissed)).toBe(dismissed.score);
    expect(Scan.parse(await readJson(await u.client.get(`/api/scans/${first.id}`)))).toEqual(
      dismissed,
    );

    // Stored with the job; the scan row was updated in place: one point in the history, no quota.
    const job = JobTargetDetail.parse(
      await readJson(await u.client.get(`/api/job-targets/${first.jobTargetId}`)),
    );
    expect(job.dismissedKeywords).toEqual(dismissed.dismissedKeywords);
    expect(job.scores.map((s) => [s.scanId, s.score])).toEqual([[first.id, dismissed.score]]);
    const stats = DashboardStats.parse(await readJson(await u.client.get('/api/dashboard')));
    expect(stats.usage.scans.used).toBe(1);

    // A rescan keeps the choice.
    const again = await newScan(u.client, { jobTargetId: first.jobTargetId });
    expect(again.rescan).toBe(true);
    expect(namesIn(again)).not.toContain(keyword.toLowerCase());
    expect(again.result.dismissedKeywords?.map((k) => k.name)).toEqual([keyword]);
    expect(again.dismissedKeywords).toEqual(dismissed.dismissedKeywords);
    expect(again.score).toBe(dismissed.score);

    // Undo brings it back on the latest scan, with the score of a scan that never dismissed it.
    const back = await restore(u.client, again.id, keyword.toLowerCase());
    expect(back.status).toBe(200);
    const restored = Scan.parse(await readJson(back));
    expect(restored.id).toBe(again.id);
    expect(restored.dismissedKeywords).toEqual([]);
    expect(restored.result.dismissedKeywords).toEqual([]);
    expect(restored.result.keywords.map((k) => k.name)).toEqual(
      first.result.keywords.map((k) => k.name),
    );
    expect(restored.score).toBe(first.score);
    expect(
      (await t.db.select().from(scan).where(eq(scan.jobTargetId, first.jobTargetId))).length,
    ).toBe(2);
  });

  it('is idempotent: a second dismiss or restore changes nothing', async () => {
    const u = await userWithCv();
    const s = await newScan(u.client, { posting: SAMPLE_POSTING });
    const keyword = missingKeyword(s);
    const once = Scan.parse(
      await readJson(await dismiss(u.client, s.id, { keyword, reason: 'not_relevant' })),
    );
    const twice = await dismiss(u.client, s.id, { keyword, reason: 'not_requirement' });
    expect(twice.status).toBe(200);
    expect(Scan.parse(await readJson(twice))).toEqual(once);
    expect((await restore(u.client, s.id, keyword)).status).toBe(200);
    const none = await restore(u.client, s.id, keyword);
    expect(none.status).toBe(200);
    expect(Scan.parse(await readJson(none)).dismissedKeywords).toEqual([]);
  });

  it('recomputes the scan being viewed and the latest; older scans stay as they were, and tailoring from them never uses the keyword', async () => {
    const u = await userWithCv();
    const oldest = await newScan(u.client, { posting: SAMPLE_POSTING });
    const middle = await newScan(u.client, { jobTargetId: oldest.jobTargetId });
    const latest = await newScan(u.client, { jobTargetId: oldest.jobTargetId });
    const keyword = missingKeyword(middle);
    const viewed = Scan.parse(
      await readJson(await dismiss(u.client, middle.id, { keyword, reason: 'not_relevant' })),
    );
    expect(namesIn(viewed)).not.toContain(keyword.toLowerCase());
    const newest = Scan.parse(await readJson(await u.client.get(`/api/scans/${latest.id}`)));
    expect(namesIn(newest)).not.toContain(keyword.toLowerCase());
    const old = Scan.parse(await readJson(await u.client.get(`/api/scans/${oldest.id}`)));
    expect(old.result).toEqual(oldest.result);
    expect(old.dismissedKeywords.map((d) => d.name)).toEqual([keyword]);

    const tailored = await u.client.post('/api/documents', {
      scanId: oldest.id,
      kind: 'cv',
      confirmedSkills: [keyword],
    });
    expect(tailored.status).toBe(400);
    expect((await readJson(tailored)).error.details.confirmedSkills).toEqual([
      `Not a keyword of this scan: ${keyword}`,
    ]);

    // Dismissing it again from the older scan brings that scan up to date; the job's list is kept.
    const caughtUp = Scan.parse(
      await readJson(await dismiss(u.client, oldest.id, { keyword, reason: 'not_requirement' })),
    );
    expect(namesIn(caughtUp)).not.toContain(keyword.toLowerCase());
    expect(caughtUp.dismissedKeywords).toEqual(viewed.dismissedKeywords);
  });

  it('is free on the Free plan, even with the monthly scans used up', async () => {
    const u = await userWithCv();
    t.clock.set('2026-05-20T10:00:00Z');
    try {
      let last: Scan | undefined;
      for (let i = 0; i < PLAN_LIMITS.free.scansPerMonth; i++)
        last = await newScan(u.client, { posting: `${SAMPLE_POSTING}\nReference ${i}` });
      expect((await u.client.post('/api/scans', { posting: SAMPLE_POSTING })).status).toBe(402);
      const keyword = missingKeyword(last as Scan);
      const res = await dismiss(u.client, (last as Scan).id, { keyword, reason: 'not_relevant' });
      expect(res.status).toBe(200);
      expect(Scan.parse(await readJson(res)).dismissedKeywords[0]).toEqual({
        name: keyword,
        reason: 'not_relevant',
        dismissedAt: '2026-05-20T10:00:00.000Z',
      });
      expect((await restore(u.client, (last as Scan).id, keyword)).status).toBe(200);
    } finally {
      t.clock.set(undefined);
    }
  });

  it('answers 404 for another user’s scan and 401 signed out, and changes nothing', async () => {
    const alice = await userWithCv();
    const bob = await userWithCv();
    const a = await newScan(alice.client, { posting: SAMPLE_POSTING });
    const keyword = missingKeyword(a);
    const body = { keyword, reason: 'not_requirement' };
    expect((await dismiss(bob.client, a.id, body)).status).toBe(404);
    expect((await restore(bob.client, a.id, keyword)).status).toBe(404);
    expect((await dismiss(t.client(), a.id, body)).status).toBe(401);
    const [row] = await t.db
      .select({ dismissed: jobTarget.dismissedKeywords })
      .from(jobTarget)
      .where(and(eq(jobTarget.id, a.jobTargetId), eq(jobTarget.userId, alice.id)));
    expect(row?.dismissed).toEqual([]);
  });

  it('answers 400 for a bad body, a keyword the scan does not list or a bad id', async () => {
    const u = await userWithCv();
    const s = await newScan(u.client, { posting: SAMPLE_POSTING });
    const keyword = missingKeyword(s);
    const noReason = await dismiss(u.client, s.id, { keyword });
    expect(noReason.status).toBe(400);
    expect(Object.keys((await readJson(noReason)).error.details)).toEqual(['reason']);
    const badReason = await dismiss(u.client, s.id, { keyword, reason: 'boring' });
    expect(badReason.status).toBe(400);
    const empty = await dismiss(u.client, s.id, { keyword: '  ', reason: 'not_relevant' });
    expect(empty.status).toBe(400);
    expect((await readJson(empty)).error.details.keyword).toEqual(['Choose a keyword']);
    const unknown = await dismiss(u.client, s.id, {
      keyword: 'Underwater basket weaving',
      reason: 'not_relevant',
    });
    expect(unknown.status).toBe(400);
    expect((await readJson(unknown)).error).toMatchObject({
      code: 'validation',
      details: { keyword: ['Not a keyword of this scan: Underwater basket weaving'] },
    });
    const noKeyword = await u.client.request(`/api/scans/${s.id}/dismissed-keywords`, {
      method: 'DELETE',
    });
    expect(noKeyword.status).toBe(400);
    expect(
      (await dismiss(u.client, 'not-a-uuid', { keyword, reason: 'not_relevant' })).status,
    ).toBe(400);
    expect(Scan.parse(await readJson(await u.client.get(`/api/scans/${s.id}`)))).toEqual(s);
  });
});
