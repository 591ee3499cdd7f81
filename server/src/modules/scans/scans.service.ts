import { createHash, randomUUID } from 'node:crypto';
import type {
  CreateScanInput,
  ListScansQuery,
  Plan,
  Scan,
  ScanList,
  ScanResult,
  ScanSummary,
} from '@jobfit/contracts';
import type { z } from 'zod';
import { PLAN_LIMITS, UNTITLED_JOB } from '@jobfit/contracts';
import { ENGINE_VERSION } from '@jobfit/engine';
import { and, asc, count, desc, eq, gte, ilike, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import { refreshJobScanSummary } from '../../db/job-scan-summary.ts';
import { cachedForUserData } from '../../db/user-data-version.ts';
import { pageWithTotal, prepared } from '../../db/prepared.ts';
import { jobTarget, scan } from '../../db/schema.ts';
import { type Clock, isoDay } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { findMasterCvJson } from '../../lib/master-cv.ts';
import { assertWithinQuota, assertWithinQuotaLocked } from '../../lib/quota.ts';
import { runEngineStored } from './_run-engine.ts';
import { say } from '../../lib/i18n/server-text.ts';
import type { EnginePool } from '../../lib/scan-pool.ts';

const summaryColumns = {
  id: scan.id,
  jobTargetId: scan.jobTargetId,
  title: jobTarget.title,
  company: jobTarget.company,
  score: scan.score,
  rescan: scan.rescan,
  createdAt: scan.createdAt,
};

type SummaryRow = { createdAt: Date } & Omit<ScanSummary, 'createdAt'>;
const toSummary = (r: SummaryRow): ScanSummary => ({ ...r, createdAt: r.createdAt.toISOString() });

/** New (not rescan) scans of the user since `since`: what the monthly quota counts. */
async function countNewScans(db: Db, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(scan)
    .where(and(eq(scan.userId, userId), eq(scan.rescan, false), gte(scan.createdAt, since)));
  return Number(row?.n ?? 0);
}

/**
 * Scans the master CV against a posting. A new posting creates its job target (status `saved`)
 * and counts against the plan's monthly quota; a rescan of a tracked job (`jobTargetId`) is free
 * and keeps the keywords the user dismissed for that job (decision 112).
 *
 * Answers the new scan as JSON text (`Scan`): the engine's result comes from the worker as JSON,
 * is stored as it came and placed in the answer as it is (decision 189).
 */
export async function createScan(
  db: Db,
  userId: string,
  plan: Plan,
  input: CreateScanInput,
  now: Clock,
  engine: EnginePool,
): Promise<string> {
  const master = await findMasterCvJson(db, userId);
  if (!master) {
    throw new AppError('conflict', say('scan.needs_master_cv'));
  }
  const at = now();
  let target: typeof jobTarget.$inferSelect | undefined;
  if (input.jobTargetId) {
    [target] = await db
      .select()
      .from(jobTarget)
      .where(and(eq(jobTarget.id, input.jobTargetId), eq(jobTarget.userId, userId)));
    if (!target) throw notFound(say('job.not_found'));
  } else {
    // A quick refusal before the engine's work; the count that decides is in the transaction.
    await assertWithinQuota(plan, 'scans', at, (since) => countNewScans(db, userId, since));
  }

  const postingText = input.posting ?? target?.postingText ?? '';
  const dismissed = target?.dismissedKeywords ?? [];
  // The engine's CPU-bound part runs in a worker thread (decision 090).
  const scanned = await runEngineStored(
    engine,
    { cv: master.json, postingText, asOf: isoDay(at) },
    dismissed,
  );
  const score = Math.round(scanned.score);
  const cvHash = createHash('sha256').update(master.text).digest('hex');

  const id = randomUUID();
  const rescan = target !== undefined;
  const written = {
    id,
    userId,
    cvHash,
    cvText: master.text,
    resultJson: scanned.resultJson,
    score,
    at,
  };
  let job: AnsweredJob;
  let previousScore: number | null = null;
  if (target) {
    // A rescan's previous score, read before the insert so the answer needs no second read.
    previousScore = await previousScoreOf(db, userId, target.id, at, id);
    job = await writeRescan(db, target.id, postingText, input, written);
  } else {
    job = {
      id: randomUUID(),
      title: input.title || scanned.posting.title || UNTITLED_JOB,
      company: input.company || scanned.posting.company || null,
      location: scanned.posting.location || null,
      url: input.url || null,
      postingText,
      dismissedKeywords: [],
    };
    await writeNewJobScan(db, plan, job, written);
  }
  // Built from what was just written: the hot path does not read the scan back (decision 090).
  // The keys are in `getScan`'s order.
  const head = JSON.stringify({
    ...toSummary({
      id,
      jobTargetId: job.id,
      title: job.title,
      company: job.company,
      score,
      rescan,
      createdAt: at,
    }),
    url: job.url,
    location: job.location,
    postingText: job.postingText,
    cvText: master.text,
    engineVersion: ENGINE_VERSION,
    previousScore,
  } satisfies Omit<Scan, 'result' | 'dismissedKeywords'>);
  return `${head.slice(0, -1)},"result":${scanned.resultJson},"dismissedKeywords":${JSON.stringify(job.dismissedKeywords)}}`;
}

/** What a scan writes of itself, new job or rescan alike. */
interface WrittenScan {
  id: string;
  userId: string;
  cvHash: string;
  cvText: string;
  resultJson: string;
  score: number;
  at: Date;
}

/**
 * A new job, its first status event and its scan, in one statement (`insert_new_scan`, migration
 * 0014, decision 225). A new job's only scan is this one: its summary (latest scan and score, one
 * scan) is written with it rather than computed by `refreshJobScanSummary` (decision 189). A plan
 * with a monthly quota counts in a transaction that first locks the user's row (decision 141).
 */
async function writeNewJobScan(
  db: Db,
  plan: Plan,
  job: AnsweredJob,
  s: WrittenScan,
): Promise<void> {
  const insert = sql`select insert_new_scan(${job.id}, ${s.userId}, ${job.title}, ${job.company},
    ${job.location}, ${job.url}, ${job.postingText}, ${s.at.toISOString()}::timestamptz,
    ${randomUUID()}, ${s.id}, ${s.cvHash}, ${s.cvText}, ${s.resultJson}::json, ${s.score}::integer,
    ${ENGINE_VERSION})`;
  if (PLAN_LIMITS[plan].scansPerMonth === null) {
    await db.execute(insert);
    return;
  }
  await db.transaction(async (tx) => {
    await assertWithinQuotaLocked(tx, s.userId, plan, 'scans', s.at, (since) =>
      countNewScans(tx, s.userId, since),
    );
    await tx.execute(insert);
  });
}

/** A rescan of a tracked job: its posting (and any new title, company, link), the scan, the job's summary. */
async function writeRescan(
  db: Db,
  jobTargetId: string,
  postingText: string,
  input: CreateScanInput,
  s: WrittenScan,
): Promise<AnsweredJob> {
  return db.transaction(async (tx) => {
    const [job] = await tx
      .update(jobTarget)
      .set({
        postingText,
        ...(input.title ? { title: input.title } : {}),
        ...(input.company ? { company: input.company } : {}),
        ...(input.url ? { url: input.url } : {}),
        updatedAt: s.at,
      })
      .where(and(eq(jobTarget.id, jobTargetId), eq(jobTarget.userId, s.userId)))
      .returning(answeredJobColumns);
    if (!job) throw new Error('job target was not written');
    await tx
      .insert(scan)
      .values({
        id: s.id,
        userId: s.userId,
        jobTargetId,
        cvHash: s.cvHash,
        cvText: s.cvText,
        result: sql`${s.resultJson}::json`,
        score: s.score,
        engineVersion: ENGINE_VERSION,
        rescan: true,
        createdAt: s.at,
      })
      .prepare('scan_rescan_insert')
      .execute();
    await refreshJobScanSummary(tx, jobTargetId);
    return job;
  });
}

/** The job's columns a new scan's answer shows. */
const answeredJobColumns = {
  id: jobTarget.id,
  title: jobTarget.title,
  company: jobTarget.company,
  location: jobTarget.location,
  url: jobTarget.url,
  postingText: jobTarget.postingText,
  dismissedKeywords: jobTarget.dismissedKeywords,
};
type AnsweredJob = {
  [K in keyof typeof answeredJobColumns]: (typeof jobTarget.$inferSelect)[K];
};

/** The score of the scan of a job just before one made at `at` with id `id`, or null. */
async function previousScoreOf(
  db: Db,
  userId: string,
  jobTargetId: string,
  at: Date,
  id: string,
): Promise<number | null> {
  const [previous] = await db
    .select({ score: scan.score })
    .from(scan)
    .where(
      and(
        eq(scan.userId, userId),
        eq(scan.jobTargetId, jobTargetId),
        or(lt(scan.createdAt, at), and(eq(scan.createdAt, at), lt(scan.id, id))),
      ),
    )
    .orderBy(desc(scan.createdAt))
    .limit(1);
  return previous?.score ?? null;
}

export async function getScan(db: Db, userId: string, id: string): Promise<Scan> {
  const [row] = await db
    .select({
      ...summaryColumns,
      url: jobTarget.url,
      location: jobTarget.location,
      postingText: jobTarget.postingText,
      cvText: scan.cvText,
      engineVersion: scan.engineVersion,
      result: scan.result,
      dismissedKeywords: jobTarget.dismissedKeywords,
    })
    .from(scan)
    .innerJoin(jobTarget, eq(jobTarget.id, scan.jobTargetId))
    .where(and(eq(scan.id, id), eq(scan.userId, userId)));
  if (!row) throw notFound(say('scan.not_found'));
  const previousScore = await previousScoreOf(db, userId, row.jobTargetId, row.createdAt, row.id);
  return {
    ...toSummary(row),
    url: row.url,
    location: row.location,
    postingText: row.postingText,
    cvText: row.cvText,
    engineVersion: row.engineVersion,
    previousScore,
    result: row.result as ScanResult,
    dismissedKeywords: row.dismissedKeywords,
  };
}

const ORDER = {
  newest: [desc(scan.createdAt), desc(scan.id)],
  oldest: [asc(scan.createdAt), asc(scan.id)],
  score_desc: [desc(scan.score), desc(scan.createdAt)],
  score_asc: [asc(scan.score), desc(scan.createdAt)],
  title: [asc(jobTarget.title), desc(scan.createdAt)],
} as const;

type ScanSort = keyof typeof ORDER;

/**
 * The page query of one sort order, with or without a search, prepared once (decision 095).
 * The total is a scalar subquery, so a page is one round trip and still stops after `limit` rows
 * of the (user_id, created_at) index. Every scan has its job (foreign key), so without a search
 * the count needs no join.
 */
function preparePage(db: Db, name: string, sort: ScanSort, searching: boolean) {
  const userId = sql.placeholder('userId');
  const search = sql.placeholder('search');
  const where = and(
    eq(scan.userId, userId),
    searching ? or(ilike(jobTarget.title, search), ilike(jobTarget.company, search)) : undefined,
  );
  const counted = searching
    ? db
        .select({ n: count() })
        .from(scan)
        .innerJoin(jobTarget, eq(jobTarget.id, scan.jobTargetId))
        .where(where)
    : db.select({ n: count() }).from(scan).where(eq(scan.userId, userId));
  return {
    page: db
      .select({ ...summaryColumns, total: sql<number>`(${counted})`.mapWith(Number) })
      .from(scan)
      .innerJoin(jobTarget, eq(jobTarget.id, scan.jobTargetId))
      .where(where)
      .orderBy(...ORDER[sort])
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name),
    // A page past the end has no row to carry the total.
    count: counted.prepare(`${name}_count`),
  };
}

/**
 * A page of the user's scans as JSON text (`ScanList`), kept per user data version with its
 * query (decisions 186 and 189): while the user's scans and jobs stay the same, a page costs one
 * indexed read of the version.
 */
export async function listScans(
  db: Db,
  userId: string,
  query: z.output<typeof ListScansQuery>,
  knownVersion?: number,
): Promise<string> {
  return cachedForUserData(
    db,
    userId,
    `scans:${JSON.stringify(query)}`,
    async () => JSON.stringify(await readScanPage(db, userId, query)),
    knownVersion,
  );
}

async function readScanPage(
  db: Db,
  userId: string,
  query: z.output<typeof ListScansQuery>,
): Promise<ScanList> {
  const searching = Boolean(query.search);
  const name = `scan_page_${query.sort}${searching ? '_search' : ''}`;
  const statements = prepared(db, name, (d) => preparePage(d, name, query.sort, searching));
  const params = {
    userId,
    search: searching ? containsPattern(query.search ?? '') : '',
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  };
  const { rows, total } = await pageWithTotal(statements, params);
  return {
    items: rows.map(({ total: _total, ...row }) => toSummary(row)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function deleteScan(db: Db, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(scan)
      .where(and(eq(scan.id, id), eq(scan.userId, userId)))
      .returning({ jobTargetId: scan.jobTargetId });
    if (!deleted) throw notFound(say('scan.not_found'));
    await refreshJobScanSummary(tx, deleted.jobTargetId);
  });
}
