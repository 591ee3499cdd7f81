import { type DashboardStats, JOB_STATUSES, PLAN_LIMITS, type Plan } from '@jobfit/contracts';
import { and, asc, count, desc, eq, gte, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cv, document, jobTarget, scan } from '../../db/schema.ts';
import { cachedForUserData } from '../../db/user-data-version.ts';
import { utcMonth } from '../../lib/clock.ts';
import { appliedGroups, outcomeInsights } from './_outcomes.ts';
import { missingInRecentJobs, scanFigures, scoreTrend } from './_scan-figures.ts';

/** How many recently scanned jobs the "most often missing" figure looks at. */
const MISSING_WINDOW = 10;

const roundTenth = (n: number) => Math.round(n * 10) / 10;

/**
 * Every figure of the dashboard. Counted in SQL over the user's own rows (decision 142) once per
 * change of them: the answer is kept until the user's data version changes (decision 186). It
 * also depends on the plan (the limits) and the UTC day (this month's usage, deadlines from today).
 */
export function getDashboard(
  db: Db,
  userId: string,
  plan: Plan,
  now: Date,
  knownVersion?: number,
): Promise<DashboardStats> {
  const day = now.toISOString().slice(0, 10);
  return cachedForUserData(
    db,
    userId,
    `dashboard:${plan}:${day}`,
    () => countDashboard(db, userId, plan, now),
    knownVersion,
  );
}

async function countDashboard(
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

  const [figures, trend, recentScans, missing] = await Promise.all([
    scanFigures(db, userId),
    scoreTrend(db, userId),
    db
      .select({
        id: scan.id,
        title: jobTarget.title,
        company: jobTarget.company,
        score: scan.score,
        createdAt: scan.createdAt,
      })
      .from(scan)
      .innerJoin(jobTarget, eq(jobTarget.id, scan.jobTargetId))
      .where(eq(scan.userId, userId))
      .orderBy(desc(scan.createdAt), desc(scan.id))
      .limit(5),
    missingInRecentJobs(db, userId, MISSING_WINDOW),
  ]);

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
    scanCount: figures.scans,
    averageScore: figures.scans > 0 ? roundTenth(figures.total / figures.scans) : null,
    bestScore: figures.best,
    scoreTrend: trend.map((d) => ({
      date: d.date,
      averageScore: roundTenth(d.total / d.scans),
      scans: d.scans,
    })),
    funnel: JOB_STATUSES.map((status) => ({
      status,
      count: Number(funnelRows.find((r) => r.status === status)?.n ?? 0),
    })),
    // Ties by name as people read them; SQL counted, only the few names are sorted here.
    topMissingSkills: missing.names
      .sort((a, b) => b.missingIn - a.missingIn || a.name.localeCompare(b.name))
      .slice(0, 8)
      .map((m) => ({ ...m, of: missing.of })),
    recentScans: recentScans.map((s) => ({ ...s, createdAt: s.createdAt.toISOString() })),
    upcomingDeadlines: deadlines.map((d) => ({ ...d, deadline: d.deadline ?? '' })),
    outcomes: outcomeInsights(await appliedGroups(db, userId)),
  };
}
