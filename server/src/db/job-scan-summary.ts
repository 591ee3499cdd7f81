import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/** A database or an open transaction: only `execute` is needed. */
type Executor = Pick<Db, 'execute'>;

/**
 * Recomputes a job's newest scan id, its score, the score before and the scan count from its
 * scans (the SQL function of migration 0010, decision 143). Every write of a scan calls it in the
 * same transaction. No trigger: a PL/pgSQL trigger loads a WebAssembly side module into embedded
 * PGlite, and freeing it crashed Node 24's V8 (SIGTRAP) in the test processes.
 */
export async function refreshJobScanSummary(db: Executor, jobTargetId: string): Promise<void> {
  await db.execute(sql`select job_target_scan_summary(${jobTargetId})`);
}

/** The same for every job of a user: after bulk writes (an account import, seeded rows). */
export async function refreshUserJobScanSummaries(db: Executor, userId: string): Promise<void> {
  await db.execute(
    sql`select job_target_scan_summary(id) from job_target where user_id = ${userId}`,
  );
}
