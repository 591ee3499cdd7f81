import type { DismissedKeyword } from '@jobfit/contracts';
import type { EnginePool, ScanJob, ScanOutcome, StoredScanOutcome } from '../../lib/scan-pool.ts';

const withDismissed = (job: ScanJob, dismissed: readonly DismissedKeyword[]): ScanJob => ({
  ...job,
  dismissed: dismissed.map(({ name, reason }) => ({ name, reason })),
});

/** The engine's part of a scan in the worker pool (decision 090), leaving out the job's dismissed keywords (decision 112). */
export async function runEngine(
  engine: EnginePool,
  job: ScanJob,
  dismissed: readonly DismissedKeyword[],
): Promise<ScanOutcome> {
  return engine.run(withDismissed(job, dismissed));
}

/** The same, with the result as the JSON text that is stored and answered (decision 189). */
export async function runEngineStored(
  engine: EnginePool,
  job: ScanJob,
  dismissed: readonly DismissedKeyword[],
): Promise<StoredScanOutcome> {
  return engine.runStored(withDismissed(job, dismissed));
}
