import type { JobTargetSort, JobTargetSummary, ListJobTargetsQuery } from '@jobfit/contracts';
import {
  type SQL,
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  isNotNull,
  or,
  sql,
} from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import { pageWithTotal, prepared } from '../../db/prepared.ts';
import { jobTarget } from '../../db/schema.ts';

// The tracker's list and board, paged in SQL (decisions 142, 143): a page sorts the user's jobs
// (an index walk, or a top-N sort of the user's rows) and stops after `limit` rows. Each job carries
// its newest scan's id and score, the score before and its scan count (recomputed by every write
// of a scan), so score sorts and filters read the job rows alone.

type Sort = z.output<typeof JobTargetSort>;
export type ListFilters = Omit<z.output<typeof ListJobTargetsQuery>, 'page' | 'pageSize'>;

const userId = sql.placeholder('userId');

// Ties always end on the id, so a page boundary never shows a job twice or skips one.
function orderOf(sort: Sort): SQL[] {
  const tail = [desc(jobTarget.createdAt), desc(jobTarget.id)];
  switch (sort) {
    case 'activity':
      return [desc(jobTarget.updatedAt), desc(jobTarget.id)];
    case 'newest':
      return tail;
    case 'score_desc':
      return [sql`${jobTarget.latestScore} desc nulls last`, ...tail];
    case 'score_asc':
      return [sql`${jobTarget.latestScore} asc nulls last`, ...tail];
    case 'deadline':
      // Jobs without a deadline go last.
      return [sql`${jobTarget.deadline} asc nulls last`, asc(jobTarget.id)];
    case 'title':
      return [sql`lower(${jobTarget.title})`, asc(jobTarget.title), ...tail];
    case 'company':
      return [sql`lower(coalesce(${jobTarget.company}, ''))`, ...tail];
  }
}

/**
 * Which parts of the WHERE clause a query has: each shape is its own prepared statement. One
 * status (a board column) is an equality, so the (user, status, updated_at) index walk stops
 * after the page; `= any(…)` would make PostgreSQL sort every job of those statuses first.
 */
type Shape = {
  sort: Sort;
  searching: boolean;
  byStatus: false | 'one' | 'many';
  byScore: boolean;
};

function whereOf(shape: Shape) {
  const search = sql.placeholder('search');
  return and(
    eq(jobTarget.userId, userId),
    shape.byStatus === 'one'
      ? sql`${jobTarget.status} = ${sql.placeholder('status')}`
      : shape.byStatus === 'many'
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
          isNotNull(jobTarget.latestScore),
          sql`${jobTarget.latestScore} between ${sql.placeholder('minScore')}::int and ${sql.placeholder('maxScore')}::int`,
        )
      : undefined,
  );
}

// A list row never needs the posting (kilobytes a job) or the dismissed keywords.
const {
  postingText: _postingText,
  dismissedKeywords: _dismissed,
  userId: _userId,
  ...summaryColumns
} = getTableColumns(jobTarget);

function preparePage(db: Db, name: string, shape: Shape) {
  const where = whereOf(shape);
  const counted = db.select({ n: count() }).from(jobTarget).where(where);
  return {
    page: db
      .select({
        job: summaryColumns,
        total: sql<number>`(${counted})`.mapWith(Number),
      })
      .from(jobTarget)
      .where(where)
      .orderBy(...orderOf(shape.sort))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name),
    // A page past the end has no row to carry the total.
    count: counted.prepare(`${name}_count`),
  };
}

type PageRow = Awaited<ReturnType<ReturnType<typeof preparePage>['page']['execute']>>[number];

function toSummary({ job }: PageRow) {
  const { latestScore, previousScore } = job;
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
    latestScanId: job.latestScanId,
    scanCount: job.scanCount,
    sentCv: job.sentCv,
    sentDocumentId: job.sentDocumentId,
    lastActivityAt: job.updatedAt.toISOString(),
    createdAt: job.createdAt.toISOString(),
  } satisfies JobTargetSummary;
}

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
    byStatus:
      (filters.status?.length ?? 0) === 0 ? false : filters.status?.length === 1 ? 'one' : 'many',
    byScore: filters.minScore !== undefined || filters.maxScore !== undefined,
  };
  const name = `job_target_page_${shape.sort}${shape.searching ? '_search' : ''}${
    shape.byStatus ? `_status_${shape.byStatus}` : ''
  }${shape.byScore ? '_score' : ''}`;
  const statements = prepared(db, name, (d) => preparePage(d, name, shape));
  const params = {
    userId: user,
    search: shape.searching ? containsPattern(filters.search ?? '') : '',
    statuses: filters.status ?? [],
    status: filters.status?.[0] ?? '',
    minScore: filters.minScore ?? 0,
    maxScore: filters.maxScore ?? 100,
    limit,
    offset,
  };
  const { rows, total } = await pageWithTotal(statements, params);
  return { items: rows.map(toSummary), total };
}
