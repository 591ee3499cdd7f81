import { DashboardStats, PLAN_LIMITS, Scan } from '@jobfit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_POSTING } from '../../test/cv-files.ts';
import { readJson } from '../../test/http-client.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('GET /api/dashboard', () => {
  it('is empty for a new user, with the plan usage', async () => {
    const u = await t.signUp();
    const stats = DashboardStats.parse(await readJson(await u.client.get('/api/dashboard')));
    expect(stats).toMatchObject({
      hasCv: false,
      scanCount: 0,
      averageScore: null,
      bestScore: null,
      scoreTrend: [],
      topMissingSkills: [],
      recentScans: [],
      usage: { plan: 'free', scans: { used: 0, limit: PLAN_LIMITS.free.scansPerMonth } },
    });
    expect(stats.funnel.map((f) => f.status)).toEqual([
      'saved',
      'applied',
      'interviewing',
      'offer',
      'rejected',
      'withdrawn',
    ]);
  });

  it('adds up the user’s scans: usage, average, best, missing skills, funnel, deadlines', async () => {
    const u = await t.signUp();
    await u.client.request('/api/cv', {
      method: 'PUT',
      json: {
        resume: {
          basics: { name: 'Dash' },
          work: [],
          education: [],
          skills: [{ name: 'x', keywords: ['TypeScript'] }],
        },
      },
    });
    const scans = [];
    for (const title of ['One', 'Two', 'Three']) {
      scans.push(
        Scan.parse(
          await readJson(await u.client.post('/api/scans', { posting: SAMPLE_POSTING, title })),
        ),
      );
    }
    await u.client.post(`/api/scans`, { jobTargetId: scans[0]?.jobTargetId });
    await u.client.request(`/api/job-targets/${scans[1]?.jobTargetId}`, {
      method: 'PATCH',
      json: { status: 'applied', deadline: '2099-01-01' },
    });

    const stats = DashboardStats.parse(await readJson(await u.client.get('/api/dashboard')));
    expect(stats.hasCv).toBe(true);
    expect(stats.usage.scans.used).toBe(3);
    expect(stats.scanCount).toBe(4);
    const scores = scans.map((s) => s.score);
    expect(stats.bestScore).toBe(Math.max(...scores));
    expect(stats.recentScans).toHaveLength(4);
    expect(stats.funnel.find((f) => f.status === 'applied')?.count).toBe(1);
    expect(stats.funnel.find((f) => f.status === 'saved')?.count).toBe(2);
    // The same posting each time: every missing skill is missing in all three jobs; the rescan
    // of the first job is not a fourth job.
    const missingInScan = new Set(
      scans[0]?.result.keywords.filter((k) => k.status === 'missing').map((k) => k.name),
    );
    expect(stats.topMissingSkills.length).toBeGreaterThan(0);
    for (const s of stats.topMissingSkills) {
      expect(s).toMatchObject({ missingIn: 3, of: 3 });
      expect(missingInScan.has(s.name)).toBe(true);
    }
    expect(stats.upcomingDeadlines).toEqual([
      expect.objectContaining({ title: 'Two', deadline: '2099-01-01', status: 'applied' }),
    ]);
    // Another user's dashboard is untouched.
    const other = await t.signUp();
    expect(
      DashboardStats.parse(await readJson(await other.client.get('/api/dashboard'))).scanCount,
    ).toBe(0);
  });
});
