import {
  DashboardStats,
  type JobStatus,
  OUTCOME_MIN_SAMPLE,
  SCORE_BANDS,
  type SentCv,
} from '@jobfit/contracts';
import { asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobTarget, jobTargetEvent, scan } from '../../db/schema.ts';
import { readJson } from '../../test/http-client.ts';
import { seedRows } from '../../test/seed-rows.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';

// The dashboard's figures are SQL aggregates (decision 142). This test keeps the computation
// they replaced, over every row loaded into JavaScript, and checks both agree on a seeded set.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const RESULT = {
  keywords: ['TypeScript', 'Go', 'Kubernetes', 'Terraform', 'SQL', 'React', 'Figma'].map(
    (name) => ({ name, status: 'matched' }),
  ),
};

const APPLIED: readonly JobStatus[] = ['applied', 'interviewing', 'offer', 'rejected'];
const REPLIED: readonly JobStatus[] = ['interviewing', 'offer', 'rejected'];
const INTERVIEWED: readonly JobStatus[] = ['interviewing', 'offer'];
type Applied = { reached: Set<JobStatus>; score: number | null; sentCv: SentCv | null };

/** The figures as the dashboard computed them before, from every row of the user. */
async function reference(userId: string) {
  const scans = await t.db
    .select({
      id: scan.id,
      jobTargetId: scan.jobTargetId,
      score: scan.score,
      createdAt: scan.createdAt,
      result: scan.result,
    })
    .from(scan)
    .where(eq(scan.userId, userId))
    .orderBy(desc(scan.createdAt), desc(scan.id));
  const byDay = new Map<string, { total: number; n: number }>();
  for (const s of scans) {
    const day = s.createdAt.toISOString().slice(0, 10);
    const d = byDay.get(day) ?? { total: 0, n: 0 };
    byDay.set(day, { total: d.total + s.score, n: d.n + 1 });
  }
  const latestPerJob = new Map<string, (typeof scans)[number]>();
  for (const s of scans) if (!latestPerJob.has(s.jobTargetId)) latestPerJob.set(s.jobTargetId, s);
  const recent = [...latestPerJob.values()].slice(0, 10);
  const missing = new Map<string, number>();
  for (const s of recent) {
    const keywords = (s.result as typeof RESULT).keywords;
    const names = new Set(keywords.filter((k) => k.status === 'missing').map((k) => k.name));
    for (const name of names) missing.set(name, (missing.get(name) ?? 0) + 1);
  }
  return {
    scanCount: scans.length,
    averageScore:
      scans.length > 0
        ? Math.round((scans.reduce((a, s) => a + s.score, 0) / scans.length) * 10) / 10
        : null,
    bestScore: scans.length > 0 ? Math.max(...scans.map((s) => s.score)) : null,
    scoreTrend: [...byDay]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([date, d]) => ({
        date,
        averageScore: Math.round((d.total / d.n) * 10) / 10,
        scans: d.n,
      })),
    topMissingSkills: [...missing]
      .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
      .slice(0, 8)
      .map(([name, missingIn]) => ({ name, missingIn, of: recent.length })),
    recentScans: scans.slice(0, 5).map((s) => s.id),
    outcomes: outcomes(await appliedJobs(userId)),
  };
}

async function appliedJobs(userId: string): Promise<Applied[]> {
  const jobs = await t.db.select().from(jobTarget).where(eq(jobTarget.userId, userId));
  const events = await t.db
    .select()
    .from(jobTargetEvent)
    .where(eq(jobTargetEvent.userId, userId))
    .orderBy(asc(jobTargetEvent.createdAt), asc(jobTargetEvent.id));
  const scans = await t.db
    .select()
    .from(scan)
    .where(eq(scan.userId, userId))
    .orderBy(asc(scan.createdAt), asc(scan.id));
  const reached = new Map<string, Set<JobStatus>>();
  const firstApplied = new Map<string, Date>();
  for (const e of events) {
    reached.set(e.jobTargetId, (reached.get(e.jobTargetId) ?? new Set()).add(e.toStatus));
    if (APPLIED.includes(e.toStatus) && !firstApplied.has(e.jobTargetId)) {
      firstApplied.set(e.jobTargetId, e.createdAt);
    }
  }
  const scansOf = Map.groupBy(scans, (s) => s.jobTargetId);
  return jobs.flatMap((j) => {
    const statuses = (reached.get(j.id) ?? new Set<JobStatus>()).add(j.status);
    if (!j.appliedAt && !APPLIED.some((s) => statuses.has(s))) return [];
    const own = scansOf.get(j.id) ?? [];
    const appliedAt = j.appliedAt ?? firstApplied.get(j.id);
    const before = appliedAt ? own.filter((s) => s.createdAt <= appliedAt) : [];
    const atApplication = before.at(-1) ?? own[0];
    return [{ reached: statuses, score: atApplication?.score ?? null, sentCv: j.sentCv }];
  });
}

function outcomes(applied: Applied[]) {
  const rate = (part: number, whole: number) =>
    whole >= OUTCOME_MIN_SAMPLE ? Math.round((part / whole) * 100) : null;
  const cell = (jobs: Applied[]) => {
    const replied = jobs.filter((j) => REPLIED.some((s) => j.reached.has(s))).length;
    const interviewed = jobs.filter((j) => INTERVIEWED.some((s) => j.reached.has(s))).length;
    return {
      applied: jobs.length,
      replied,
      interviewed,
      replyRate: rate(replied, jobs.length),
      interviewRate: rate(interviewed, jobs.length),
    };
  };
  const bandOf = (score: number) => SCORE_BANDS.findLast((b) => score >= b.min) ?? SCORE_BANDS[0];
  const scored = applied.filter((j) => j.score !== null);
  return {
    all: cell(applied),
    byScoreBand: SCORE_BANDS.map((b) => ({
      band: b.band,
      label: b.label,
      ...cell(scored.filter((j) => bandOf(j.score ?? 0).band === b.band)),
    })),
    unscanned: applied.length - scored.length,
    byCv: (['tailored', 'master'] as const).map((cv) => ({
      cv,
      ...cell(applied.filter((j) => j.sentCv === cv)),
    })),
    cvUnknown: applied.filter((j) => j.sentCv === null).length,
  };
}

describe('dashboard aggregates in SQL', () => {
  it('equal the figures computed from every row, for this user only', async () => {
    const [u, other] = [await t.signUp(), await t.signUp()];
    const seed = { now: new Date('2026-11-20T12:00:00Z'), result: RESULT, documentContent: {} };
    await seedRows(t.db, u.id, { ...seed, n: 300 });
    await seedRows(t.db, other.id, { ...seed, n: 120 });
    // Ties on the scan time: the id decides, in SQL and in the reference alike.
    const [first, second] = await t.db
      .select({ id: scan.id })
      .from(scan)
      .where(eq(scan.userId, u.id))
      .orderBy(desc(scan.createdAt))
      .limit(2);
    const tie = new Date('2026-11-21T08:00:00Z');
    for (const s of [first, second]) {
      if (s) await t.db.update(scan).set({ createdAt: tie }).where(eq(scan.id, s.id));
    }

    const stats = DashboardStats.parse(await readJson(await u.client.get('/api/dashboard')));
    const expected = await reference(u.id);
    expect(stats.scanCount).toBeGreaterThan(250);
    expect({
      scanCount: stats.scanCount,
      averageScore: stats.averageScore,
      bestScore: stats.bestScore,
      scoreTrend: stats.scoreTrend,
      topMissingSkills: stats.topMissingSkills,
      recentScans: stats.recentScans.map((s) => s.id),
      outcomes: stats.outcomes,
    }).toEqual(expected);
    expect(expected.outcomes.all.applied).toBeGreaterThan(100);
    expect(expected.topMissingSkills.length).toBeGreaterThan(0);
    expect(stats.funnel.reduce((n, f) => n + f.count, 0)).toBe(300);
  });
});
