import { timeEngineTask } from './process-metrics.ts';
import { rebuildFailure } from './scan-pool.ts';
import { type RenderTask, runRender } from './scan-worker.ts';
import { createWorkerPool, type WorkerPoolOptions } from './worker-pool.ts';

export type { RenderTask } from './scan-worker.ts';

/**
 * Budgets of the render pool (decision 140): one worker renders at a time with a 512 MB heap and
 * 30 s per export; four more wait; beyond that the export answers 503 with Retry-After. A render
 * is a GET with no quota, so its queue is what keeps repeated exports from piling up.
 */
const RENDER_POOL_LIMITS: WorkerPoolOptions = {
  size: 1,
  timeoutMs: 30_000,
  maxHeapMb: 512,
  maxQueue: 4,
};

/**
 * The worker that renders PDF and DOCX exports, apart from the scan pool so that exports never
 * delay scans and uploads. `size: 0` renders inline, without limits.
 */
function createRenderPool(limits: WorkerPoolOptions = RENDER_POOL_LIMITS) {
  const pool = createWorkerPool(
    new URL('./scan-worker.ts', import.meta.url),
    limits,
    rebuildFailure,
  );
  return {
    render: (task: RenderTask): Promise<Uint8Array> =>
      timeEngineTask(
        'render',
        limits.size <= 0 ? runRender(task) : pool.run<Uint8Array>({ kind: 'render', render: task }),
      ),
    warm: () => (limits.size > 0 ? pool.warm() : undefined),
    isReady: () => pool.isReady(),
    load: () => pool.load(),
    close: () => pool.close(),
  };
}

/** The process's render pool. */
export const renderPool = createRenderPool();
