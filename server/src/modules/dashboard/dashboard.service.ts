import { type DashboardStats, JOB_STATUSES, PLAN_LIMITS, type Plan } from '@jobfit/contracts';
import { and, asc, count, desc, eq, gte, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cv, document, jobTarget, scan } from '../../db/schema.ts';
import { utcMonth } from '../../lib/clock.ts';
import { appliedJobs, outcomeInsights } from './_outcomes.ts';

/** How many recent scans the "most often missing" figure looks at. */
const MISSING_WINDOW = 10;

type KeywordLite = { name: string; status: string; required?: boolean };

/** Every figure of the dashboard, computed from the user's own rows. */
export async function getDashboard(
  db: Db,
  userId: string,
  plan: Plan,
  now: Date,
): Promise<DashboardStats> {
  const { start, next } = utcMonth(now);
  const [[scansUsed], [docsUsed], [cvRow]] = await Promise.all([
    db
      .select({ n: count() })
      .from(scan)
      .where(and(eq(scan.userId, userId), eq(scan.rescan, false), gte(scan.createdAt, start))),
    db
      .select({ n: count() })
      .from(document)
      .where(and(eq(document.userId, userId), gte(document.createdAt, start))),
    db.select({ id: cv.id }).from(cv).where(eq(cv.userId, userId)),
  ]);

  const scans = await db
    .select({
      id: scan.id,
      score: scan.score,
      createdAt: scan.createdAt,
      result: scan.result,
      title: jobTarget.title,
      company: jobTarget.company,
    })
    .from(scan)
    .innerJoin(jobTarget, eq(jobTarget.id, scan.jobTargetId))
    .where(eq(scan.userId, userId))
    .orderBy(desc(scan.createdAt), desc(scan.id));

  const byDay = new Map<string, { total: number; n: number }>();
  for (const s of scans) {
    const day = s.createdAt.toISOString().slice(0, 10);
    const d = byDay.get(day) ?? { total: 0, n: 0 };
    d.total += s.score;
    d.n += 1;
    byDay.set(day, d);
  }
  const recent = scans.slice(0, MISSING_WINDOW);
  const missing = new Map<string, number>();
  for (const s of recent) {
    const names = new Set(
      ((s.result as { keywords?: KeywordLite[] }).keywords ?? [])
        .filter((k) => k.status === 'missing')
        .map((k) => k.name),
    );
    for (const name of names) missing.set(name, (missing.get(name) ?? 0) + 1);
  }

  const funnelRows = await db
    .select({ status: jobTarget.status, n: count() })
    .from(jobTarget)
    .where(eq(jobTarget.userId, userId))
    .groupBy(jobTarget.status);
  const deadlines = await db
    .select({
      id: jobTarget.id,
      title: jobTarget.title,
      company: jobTarget.company,
      deadline: jobTarget.deadline,
      status: jobTarget.status,
    })
    .from(jobTarget)
    .where(
      and(
        eq(jobTarget.userId, userId),
        isNotNull(jobTarget.deadline),
        gte(jobTarget.deadline, now.toISOString().slice(0, 10)),
      ),
    )
    .orderBy(asc(jobTarget.deadline))
    .limit(5);

  const limits = PLAN_LIMITS[plan];
  return {
    usage: {
      plan,
      scans: { used: Number(scansUsed?.n ?? 0), limit: limits.scansPerMonth },
      documents: { used: Number(docsUsed?.n ?? 0), limit: limits.documentsPerMonth },
      resetsAt: next.toISOString(),
    },
    hasCv: cvRow !== undefined,
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
    funnel: JOB_STATUSES.map((status) => ({
      status,
      count: Number(funnelRows.find((r) => r.status === status)?.n ?? 0),
    })),
    topMissingSkills: [...missing]
      .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
      .slice(0, 8)
      .map(([name, missingIn]) => ({ name, missingIn, of: recent.length })),
    recentScans: scans.slice(0, 5).map((s) => ({
      id: s.id,
      title: s.title,
      company: s.company,
      score: s.score,
      createdAt: s.createdAt.toISOString(),
    })),
    upcomingDeadlines: deadlines.map((d) => ({ ...d, deadline: d.deadline ?? '' })),
    outcomes: outcomeInsights(await appliedJobs(db, userId)),
  };
}
