import { createHash } from 'node:crypto';
import type {
  DismissedKeyword,
  DismissKeywordInput,
  RestoreKeywordQuery,
  Scan,
  ScanResult,
} from '@jobfit/contracts';
import { ENGINE_VERSION, parseCvText, skillKey } from '@jobfit/engine';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refreshJobScanSummary } from '../../db/job-scan-summary.ts';
import { jobTarget, scan } from '../../db/schema.ts';
import { type Clock, isoDay } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { type CvRow, findCvRow, toParsedCv } from '../../lib/master-cv.ts';
import { runEngine } from './_run-engine.ts';
import { getScan } from './scans.service.ts';
import { say } from '../../lib/i18n/server-text.ts';
import type { EnginePool } from '../../lib/scan-pool.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type ScanRow = Pick<typeof scan.$inferSelect, 'id' | 'cvText' | 'cvHash' | 'createdAt'>;

const scanColumns = {
  id: scan.id,
  cvText: scan.cvText,
  cvHash: scan.cvHash,
  createdAt: scan.createdAt,
};

/** A 404 unless the scan is the user's. */
export async function assertOwnScan(db: Db, userId: string, scanId: string): Promise<void> {
  const [row] = await db
    .select({ id: scan.id })
    .from(scan)
    .where(and(eq(scan.id, scanId), eq(scan.userId, userId)));
  if (!row) throw notFound(say('scan.not_found'));
}

/** The user's scan with its job's id and keyword list, or a 404. */
async function findScan(db: Db, userId: string, scanId: string) {
  const [row] = await db
    .select({ jobTargetId: scan.jobTargetId, result: scan.result })
    .from(scan)
    .where(and(eq(scan.id, scanId), eq(scan.userId, userId)));
  if (!row) throw notFound(say('scan.not_found'));
  return { jobTargetId: row.jobTargetId, result: row.result as ScanResult };
}

/**
 * Stores a job's new dismissed list and runs the engine again, without those keywords, on the
 * scan the user is looking at and on the job's latest scan. The rows are updated in place (same
 * id, date and CV): no scan is added to the score history and none counts against a quota
 * (decision 112). The job row is locked so two clicks at once cannot lose one another's choice.
 */
async function saveAndRecompute(
  db: Db,
  userId: string,
  scanId: string,
  jobTargetId: string,
  change: (current: DismissedKeyword[]) => DismissedKeyword[] | undefined,
  at: Date,
  engine: EnginePool,
): Promise<void> {
  // Read before the transaction: PGlite has one connection, and the CV is not changed here.
  const master = await findCvRow(db, userId);
  await db.transaction(async (tx) => {
    const [target] = await tx
      .select({ postingText: jobTarget.postingText, dismissed: jobTarget.dismissedKeywords })
      .from(jobTarget)
      .where(and(eq(jobTarget.id, jobTargetId), eq(jobTarget.userId, userId)))
      .for('update');
    if (!target) throw notFound(say('job.not_found'));
    const next = change(target.dismissed);
    if (!next) return;
    await tx
      .update(jobTarget)
      .set({ dismissedKeywords: next, updatedAt: at })
      .where(and(eq(jobTarget.id, jobTargetId), eq(jobTarget.userId, userId)));
    const [latest] = await tx
      .select(scanColumns)
      .from(scan)
      .where(and(eq(scan.userId, userId), eq(scan.jobTargetId, jobTargetId)))
      .orderBy(desc(scan.createdAt), desc(scan.id))
      .limit(1);
    const [viewed] =
      latest?.id === scanId
        ? []
        : await tx
            .select(scanColumns)
            .from(scan)
            .where(and(eq(scan.id, scanId), eq(scan.userId, userId)));
    for (const row of [latest, viewed]) {
      if (row) await recompute(tx, engine, userId, row, master, target.postingText, next);
    }
    await refreshJobScanSummary(tx, jobTargetId);
  });
}

/** One scan row run again with the job's dismissed list: same CV text, same scan date. */
async function recompute(
  tx: Tx,
  engine: EnginePool,
  userId: string,
  row: ScanRow,
  master: CvRow | undefined,
  postingText: string,
  dismissed: DismissedKeyword[],
) {
  // The CV scanned then: the master CV's structure when its text is unchanged, else its text.
  const cv =
    master && createHash('sha256').update(master.text).digest('hex') === row.cvHash
      ? toParsedCv(master)
      : parseCvText(row.cvText);
  const { result } = await runEngine(
    engine,
    { cv, postingText, asOf: isoDay(row.createdAt) },
    dismissed,
  );
  await tx
    .update(scan)
    .set({ result, score: Math.round(result.score), engineVersion: ENGINE_VERSION })
    .where(and(eq(scan.id, row.id), eq(scan.userId, userId)));
}

/**
 * Dismisses one of a scan's keywords for its job ("not a requirement", "not relevant") and answers
 * the scan recomputed without it. Dismissing a keyword already dismissed only brings an older scan
 * that still lists it up to date.
 */
export async function dismissKeyword(
  db: Db,
  userId: string,
  scanId: string,
  input: DismissKeywordInput,
  now: Clock,
  engine: EnginePool,
): Promise<Scan> {
  const { jobTargetId, result } = await findScan(db, userId, scanId);
  const key = skillKey(input.keyword);
  const keyword = result.keywords.find((k) => skillKey(k.name) === key);
  const at = now();
  await saveAndRecompute(
    db,
    userId,
    scanId,
    jobTargetId,
    (current) => {
      // Already dismissed: nothing to store, but a scan made before the dismissal still lists it.
      if (current.some((d) => skillKey(d.name) === key)) return keyword ? current : undefined;
      if (!keyword) {
        throw new AppError('validation', say('scan.only_own_keywords_dismissed'), {
          keyword: [say('scan.field.not_a_keyword', { keywords: input.keyword })],
        });
      }
      return [
        ...current,
        { name: keyword.name, reason: input.reason, dismissedAt: at.toISOString() },
      ];
    },
    at,
    engine,
  );
  return getScan(db, userId, scanId);
}

/** Restores a dismissed keyword of a scan's job (undo) and answers the scan recomputed with it. */
export async function restoreKeyword(
  db: Db,
  userId: string,
  scanId: string,
  query: RestoreKeywordQuery,
  now: Clock,
  engine: EnginePool,
): Promise<Scan> {
  const { jobTargetId } = await findScan(db, userId, scanId);
  const key = skillKey(query.keyword);
  await saveAndRecompute(
    db,
    userId,
    scanId,
    jobTargetId,
    (current) => {
      const next = current.filter((d) => skillKey(d.name) !== key);
      return next.length === current.length ? undefined : next;
    },
    now(),
    engine,
  );
  return getScan(db, userId, scanId);
}
