import type { JobTargetSort, JobTargetSummary, ListJobTargetsQuery } from '@jobfit/contracts';
import { type SQL, and, asc, count, desc, eq, ilike, isNotNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { jobTarget, scan } from '../../db/schema.ts';

// The tracker's list and board, paged in SQL (decision 142): a page sorts the user's jobs (an
// index walk, or a top-N sort of the user's rows) and stops after `limit` rows; the latest two
// scans and the scan count are scalar subqueries, which PostgreSQL evaluates after the sort and
// limit, for the page's rows only (scan_job_target_id_created_at_idx). Score filters and score
// sorts need every job's latest score: one index probe per job of the user.
//
// The subqueries reach scans through the job, which the WHERE clause already limits to the user
// (a scan always belongs to its job's user). A `scan.user_id` condition there would let the
// planner, without statistics (PGlite has no autovacuum), intersect with every scan of the user
// for each job: quadratic in the user's scans.

type Sort = z.output<typeof JobTargetSort>;
export type ListFilters = Omit<z.output<typeof ListJobTargetsQuery>, 'page' | 'pageSize'>;

const userId = sql.placeholder('userId');

/** A column of the newest (offset 0) or the one before (offset 1) scan of the outer job. */
function nthScan(db: Db, column: typeof scan.id | typeof scan.score, offset: number) {
  const sub = db
    .select({ value: column })
    .from(scan)
    .where(eq(scan.jobTargetId, jobTarget.id))
    .orderBy(desc(scan.createdAt), desc(scan.id))
    .limit(1)
    .offset(offset);
  return sql`(${sub})`;
}

type Latest = { score: SQL };

// Ties always end on the id, so a page boundary never shows a job twice or skips one.
function orderOf(sort: Sort, latest: Latest): SQL[] {
  const tail = [desc(jobTarget.createdAt), desc(jobTarget.id)];
  switch (sort) {
    case 'activity':
      return [desc(jobTarget.updatedAt), desc(jobTarget.id)];
    case 'newest':
      return tail;
    case 'score_desc':
      return [sql`${latest.score} desc nulls last`, ...tail];
    case 'score_asc':
      return [sql`${latest.score} asc nulls last`, ...tail];
    case 'deadline':
      // Jobs without a deadline go last.
      return [sql`${jobTarget.deadline} asc nulls last`, asc(jobTarget.id)];
    case 'title':
      return [sql`lower(${jobTarget.title})`, asc(jobTarget.title), ...tail];
    case 'company':
      return [sql`lower(coalesce(${jobTarget.company}, ''))`, ...tail];
  }
}

/** Which parts of the WHERE clause a query has: each shape is its own prepared statement. */
type Shape = { sort: Sort; searching: boolean; byStatus: boolean; byScore: boolean };

function whereOf(shape: Shape, latest: Latest) {
  const search = sql.placeholder('search');
  return and(
    eq(jobTarget.userId, userId),
    shape.byStatus
      ? sql`${jobTarget.status} = any(${sql.placeholder('statuses')}::text[])`
      : undefined,
    shape.searching
      ? or(
          ilike(jobTarget.title, search),
          ilike(jobTarget.company, search),
          ilike(jobTarget.location, search),
          ilike(jobTarget.notes, search),
        )
      : undefined,
    shape.byScore
      ? and(
          isNotNull(latest.score),
          sql`${latest.score} between ${sql.placeholder('minScore')}::int and ${sql.placeholder('maxScore')}::int`,
        )
      : undefined,
  );
}

function preparePage(db: Db, name: string, shape: Shape) {
  const latest = { score: nthScan(db, scan.score, 0) };
  const where = whereOf(shape, latest);
  const counted = db.select({ n: count() }).from(jobTarget).where(where);
  const scanCount = db.select({ n: count() }).from(scan).where(eq(scan.jobTargetId, jobTarget.id));
  return {
    page: db
      .select({
        job: jobTarget,
        latestScore: sql<number | null>`${latest.score}`.mapWith((v) =>
          v === null ? null : Number(v),
        ),
        latestScanId: sql<string | null>`${nthScan(db, scan.id, 0)}`,
        previousScore: sql<number | null>`${nthScan(db, scan.score, 1)}`.mapWith((v) =>
          v === null ? null : Number(v),
        ),
        scanCount: sql<number>`(${scanCount})`.mapWith(Number),
        total: sql<number>`(${counted})`.mapWith(Number),
      })
      .from(jobTarget)
      .where(where)
      .orderBy(...orderOf(shape.sort, latest))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name),
    // A page past the end has no row to carry the total.
    count: counted.prepare(`${name}_count`),
  };
}

type PageRow = Awaited<ReturnType<ReturnType<typeof preparePage>['page']['execute']>>[number];

function toSummary({ job, latestScore, latestScanId, previousScore, scanCount }: PageRow) {
  return {
    id: job.id,
    title: job.title,
    company: job.company,
    location: job.location,
    url: job.url,
    status: job.status,
    salary: job.salary,
    deadline: job.deadline,
    appliedAt: job.appliedAt?.toISOString() ?? null,
    notes: job.notes,
    latestScore,
    scoreChange:
      latestScore !== null && previousScore !== null ? latestScore - previousScore : null,
    latestScanId,
    scanCount,
    sentCv: job.sentCv,
    sentDocumentId: job.sentDocumentId,
    lastActivityAt: job.updatedAt.toISOString(),
    createdAt: job.createdAt.toISOString(),
  } satisfies JobTargetSummary;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/**
 * One page of the user's jobs matching `filters`, in `filters.sort` order, with the total of
 * matching jobs. `limit` is bounded by the contracts (JOB_TARGETS_MAX_PAGE_SIZE) except for the
 * CSV export, which reads page after page.
 */
export async function jobTargetPage(
  db: Db,
  user: string,
  filters: ListFilters,
  limit: number,
  offset: number,
): Promise<{ items: JobTargetSummary[]; total: number }> {
  const shape: Shape = {
    sort: filters.sort,
    searching: Boolean(filters.search),
    byStatus: (filters.status?.length ?? 0) > 0,
    byScore: filters.minScore !== undefined || filters.maxScore !== undefined,
  };
  const name = `job_target_page_${shape.sort}${shape.searching ? '_search' : ''}${
    shape.byStatus ? '_status' : ''
  }${shape.byScore ? '_score' : ''}`;
  const statements = prepared(db, name, (d) => preparePage(d, name, shape));
  const params = {
    userId: user,
    search: shape.searching ? `%${escapeLike(filters.search ?? '')}%` : '',
    statuses: filters.status ?? [],
    minScore: filters.minScore ?? 0,
    maxScore: filters.maxScore ?? 100,
    limit,
    offset,
  };
  const rows = await statements.page.execute(params);
  let total = rows[0]?.total;
  if (total === undefined) {
    const [row] = await statements.count.execute(params);
    total = Number(row?.n ?? 0);
  }
  return { items: rows.map(toSummary), total };
}
