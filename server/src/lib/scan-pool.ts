import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Dismissal, ParsedCv, Posting, ScanResult } from '@jobfit/engine';
import { runScanJob } from './scan-worker.ts';

export interface ScanJob {
  cv: ParsedCv;
  postingText: string;
  /** The scan date (ISO day), passed in: the engine reads no clock. */
  asOf: string;
  /** Keywords the user dismissed for this job (decision 112): they count nowhere. */
  dismissed?: Dismissal[];
}

export interface ScanOutcome {
  posting: Pick<Posting, 'title' | 'company' | 'location'>;
  result: ScanResult;
}

type Pending = { resolve: (o: ScanOutcome) => void; reject: (e: Error) => void };

/**
 * Worker threads that run the engine's part of a scan (~10 ms of CPU for a 600-word posting), so
 * scans use every core and never block the event loop that serves other requests (decision 090).
 * Each job goes to the worker with the fewest jobs in flight. `size: 0` runs jobs inline.
 */
export function createScanPool(size = availableParallelism()) {
  const workers: { worker: Worker; pending: Map<number, Pending> }[] = [];
  let nextId = 0;

  const spawn = () => {
    const worker = new Worker(new URL('./scan-worker.ts', import.meta.url));
    const pending = new Map<number, Pending>();
    const slot = { worker, pending };
    worker.unref(); // an idle pool does not keep the process alive
    worker.on('message', (msg: { id: number; outcome?: ScanOutcome; error?: string }) => {
      const p = pending.get(msg.id);
      if (!p) return;
      if (!msg.outcome && !msg.error) {
        // The answer to a warm-up.
        pending.delete(msg.id);
        if (pending.size === 0) worker.unref();
        return;
      }
      pending.delete(msg.id);
      if (pending.size === 0) worker.unref();
      if (msg.outcome) p.resolve(msg.outcome);
      else p.reject(new Error(msg.error ?? 'scan failed'));
    });
    // A crashed worker fails its jobs and is replaced on the next job.
    const fail = (err: Error) => {
      for (const p of pending.values()) p.reject(err);
      pending.clear();
      const i = workers.indexOf(slot);
      if (i >= 0) workers.splice(i, 1);
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`scan worker exited with code ${code}`)));
    workers.push(slot);
    return slot;
  };

  return {
    run(job: ScanJob): Promise<ScanOutcome> {
      if (size <= 0) return Promise.resolve(runScanJob(job));
      const idle = workers.find((w) => w.pending.size === 0);
      const slot =
        idle ??
        (workers.length < size
          ? spawn()
          : workers.reduce((a, b) => (b.pending.size < a.pending.size ? b : a)));
      const id = nextId++;
      return new Promise<ScanOutcome>((resolve, reject) => {
        if (slot.pending.size === 0) slot.worker.ref(); // busy: keep the process up for the answer
        slot.pending.set(id, { resolve, reject });
        slot.worker.postMessage({ id, job });
      });
    },
    /** Starts every worker and has each run a short scan, so the first real scan is fast. */
    warm() {
      if (size <= 0) return;
      while (workers.length < size) {
        const slot = spawn();
        const id = nextId++;
        slot.pending.set(id, { resolve: () => {}, reject: () => {} });
        slot.worker.postMessage({ id });
      }
    },
    async close() {
      await Promise.all(workers.splice(0).map((w) => w.worker.terminate()));
    },
  };
}

export type ScanPool = ReturnType<typeof createScanPool>;

/** The process's pool: its workers start on the first scan. */
export const scanPool = createScanPool();
