import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

// What belongs to the process rather than to one app (decision 176): the engine's worker pools
// are one per process, and so are its CPU, memory and event loop. Each app's /metrics joins this
// registry to its own; it is created once, so several apps in one process (the tests) share it
// without registering a metric twice.
export const processRegistry = new Registry();

/** One engine task in the worker pools, by kind, from submission (queue wait included) to answer. */
const engineTaskSeconds = new Histogram({
  name: 'jobfit_engine_task_duration_seconds',
  help: 'Engine work in the worker pools (scan, CV parse, posting page read, export render), queue wait included',
  labelNames: ['kind', 'outcome'] as const,
  // A scan takes ~10 ms of CPU, a CV parse ~0.3 s, a render up to seconds; the limits are 10 s
  // and 30 s (decision 140).
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [processRegistry],
});

export type EngineTaskKind = 'scan' | 'parse-cv' | 'read-page' | 'read-board' | 'render';

/**
 * Times `work` into `jobfit_engine_task_duration_seconds`; answers `work` itself, so the caller
 * still sees its result or its error.
 *
 * @example const outcome = await timeEngineTask('scan', pool.run(task));
 */
export function timeEngineTask<T>(kind: EngineTaskKind, work: Promise<T>): Promise<T> {
  const end = engineTaskSeconds.startTimer({ kind });
  work.then(
    () => end({ outcome: 'ok' }),
    () => end({ outcome: 'error' }),
  );
  return work;
}

let defaultsCollected = false;

/** Adds prom-client's process metrics (CPU, memory, event loop lag, GC) once per process. */
export function collectProcessMetrics(): void {
  if (defaultsCollected) return;
  defaultsCollected = true;
  collectDefaultMetrics({ register: processRegistry });
}
