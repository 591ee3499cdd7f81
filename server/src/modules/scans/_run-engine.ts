import type { DismissedKeyword } from '@jobfit/contracts';
import { type ScanJob, type ScanOutcome, scanPool } from '../../lib/scan-pool.ts';

/** The engine's part of a scan in the worker pool (decision 090), leaving out the job's dismissed keywords (decision 112). */
export async function runEngine(
  job: ScanJob,
  dismissed: readonly DismissedKeyword[],
): Promise<ScanOutcome> {
  return scanPool.run({
    ...job,
    dismissed: dismissed.map(({ name, reason }) => ({ name, reason })),
  });
}
