// Runs in a worker thread of the scan pool (./scan-pool.ts): the engine's CPU-bound part of a scan.
import { parentPort } from 'node:worker_threads';
import { analyzePosting, parseCvText, scan } from '@jobfit/engine';
import type { ScanJob, ScanOutcome } from './scan-pool.ts';

// A short scan run once at start-up, so the first user's scan does not pay for loading and
// compiling the engine (its skills index, its tagger).
const WARM_UP_CV =
  'Sam Warm\nsam@example.com\n\nExperience\nEngineer, Acme, 2020 - Present\n- Built TypeScript services on PostgreSQL';
const WARM_UP_POSTING =
  'Backend Engineer\n\nRequirements\n- 3+ years of experience with Node.js and PostgreSQL\n- Bachelor degree in Computer Science';

parentPort?.on('message', ({ id, job }: { id: number; job?: ScanJob }) => {
  if (!job) {
    scan(parseCvText(WARM_UP_CV), WARM_UP_POSTING, { asOf: '2026-01-01' });
    parentPort?.postMessage({ id, warm: true });
    return;
  }
  try {
    parentPort?.postMessage({ id, outcome: runScanJob(job) });
  } catch (err) {
    parentPort?.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
});

/** The same work inline: what the pool falls back to without workers. */
export function runScanJob(job: ScanJob): ScanOutcome {
  const posting = analyzePosting(job.postingText);
  const result = scan(job.cv, posting, {
    asOf: job.asOf,
    ...(job.dismissed?.length ? { dismissed: job.dismissed } : {}),
  });
  return {
    posting: { title: posting.title, company: posting.company, location: posting.location },
    result,
  };
}
