import { and, count, desc, eq, gt, max, notExists, or, sql, sum } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { scan } from '../../db/schema.ts';

// The dashboard's scan figures as SQL aggregates (decision 142): the server reads a handful of
// rows whatever the number of scans.

/** How many scans the user has, the sum of their scores and the best one. */
export async function scanFigures(db: Db, userId: string) {
  const [row] = await db
    .select({
      scans: count(),
      total: sum(scan.score).mapWith(Number),
      best: max(scan.score),
    })
    .from(scan)
    .where(eq(scan.userId, userId));
  return { scans: row?.scans ?? 0, total: row?.total ?? 0, best: row?.best ?? null };
}

/** Scans and the sum of their scores per UTC day, oldest day first. */
export async function scoreTrend(db: Db, userId: string) {
  const day = sql<string>`to_char(${scan.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  return db
    .select({
      date: day,
      total: sum(scan.score).mapWith(Number),
      scans: count(),
    })
    .from(scan)
    .where(eq(scan.userId, userId))
    .groupBy(day)
    .orderBy(day);
}

/**
 * The skills missing in the latest scan of each of the `window` most recently scanned jobs, with
 * in how many of them each is missing, and how many jobs that is. One job counts once: its latest
 * scan speaks for it, a rescan is not a second job. Newest first, the walk stops
 * after `window` jobs.
 */
export async function missingInRecentJobs(db: Db, userId: string, window: number) {
  const newer = alias(scan, 'newer');
  const recent = db
    .select({ id: scan.id, result: scan.result })
    .from(scan)
    .where(
      and(
        eq(scan.userId, userId),
        notExists(
          db
            .select({ one: sql`1` })
            .from(newer)
            .where(
              and(
                // The same job, hence the same user (see appliedGroups on why no user_id here).
                eq(newer.jobTargetId, scan.jobTargetId),
                or(
                  gt(newer.createdAt, scan.createdAt),
                  and(eq(newer.createdAt, scan.createdAt), gt(newer.id, scan.id)),
                ),
              ),
            ),
        ),
      ),
    )
    .orderBy(desc(scan.createdAt), desc(scan.id))
    .limit(window)
    .as('recent');
  const keyword = sql`json_array_elements(coalesce(${recent.result}->'keywords', '[]'::json))`;
  const [names, [jobs]] = await Promise.all([
    db
      .select({
        name: sql<string>`k.value->>'name'`,
        // A name listed twice in one scan counts once for it.
        missingIn: sql<number>`count(distinct ${recent.id})`.mapWith(Number),
      })
      .from(recent)
      .crossJoinLateral(sql`${keyword} as k`)
      .where(sql`k.value->>'status' = 'missing'`)
      .groupBy(sql`k.value->>'name'`),
    db.select({ n: count() }).from(recent),
  ]);
  return { names, of: jobs?.n ?? 0 };
}
