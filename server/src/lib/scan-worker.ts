// Runs in a worker thread of the scan pool (./scan-pool.ts): the engine's CPU-bound part of a scan.
import { parentPort } from 'node:worker_threads';
import { analyzePosting, scan } from '@jobfit/engine';
import type { ScanJob, ScanOutcome } from './scan-pool.ts';

parentPort?.on('message', ({ id, job }: { id: number; job: ScanJob }) => {
  try {
    parentPort?.postMessage({ id, outcome: runScanJob(job) });
  } catch (err) {
    parentPort?.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
});

/** The same work inline: what the pool falls back to without workers. */
export function runScanJob(job: ScanJob): ScanOutcome {
  const posting = analyzePosting(job.postingText);
  const result = scan(job.cv, posting, { asOf: job.asOf });
  return {
    posting: { title: posting.title, company: posting.company, location: posting.location },
    result,
  };
}
