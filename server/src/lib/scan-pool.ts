import { availableParallelism } from 'node:os';
import {
  type Dismissal,
  EngineError,
  type EngineErrorCode,
  type EngineErrorText,
  type ParseCvOptions,
  type ParsedCv,
  type ParseProgress,
  type Posting,
  type ScanResult,
} from '@jobfit/engine';
import type { BoardLink } from './posting-page/board-answer.ts';
import type { ImportedFields } from './posting-page/fields.ts';
import { timeEngineTask } from './process-metrics.ts';
import { type EngineTask, type ParsedUpload, type RenderTask, runTask } from './scan-worker.ts';
import {
  createWorkerPool,
  PoolBusyError,
  type WorkerFailure,
  type WorkerPoolOptions,
} from './worker-pool.ts';

export type { RenderTask } from './scan-worker.ts';

export interface ScanJob {
  /**
   * The CV, or its JSON text (`masterCvJson`): a worker keeps the CVs it read from text, so the
   * master CV of every scan costs neither a structured clone nor a new content hash.
   */
  cv: ParsedCv | string;
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

/** A scan as it is stored and answered: the result as JSON text, written by the worker. */
export interface StoredScanOutcome {
  posting: ScanOutcome['posting'];
  /** The result's score, unrounded. */
  score: number;
  resultJson: string;
}

/** An error from a worker as the caller knows it: engine errors keep their class and code. */
function rebuildFailure(failure: WorkerFailure): Error {
  if (failure.name === 'EngineError' && failure.code && failure.text)
    return new EngineError(failure.code as EngineErrorCode, failure.text as EngineErrorText);
  const err = new Error(failure.message);
  err.name = failure.name;
  return err;
}

/**
 * Budgets of the engine pool (decisions 140 and 194): a parse or a scan gets 10 s of wall time, a
 * PDF or DOCX export 30 s; every worker has a 512 MB heap (an export's need; a real CV parse takes
 * ~40 MB); 64 jobs may wait. A worker above the warmed ones leaves after a minute idle.
 */
const ENGINE_POOL_LIMITS: Omit<WorkerPoolOptions, 'size'> = {
  timeoutMs: 10_000,
  maxHeapMb: 512,
  maxQueue: 64,
  idleTimeoutMs: 60_000,
};
const RENDER_TIMEOUT_MS = 30_000;

/**
 * Exports in the pool at once, and waiting for their turn (decision 140): a render is a GET with
 * no quota, so one at a time leaves every other worker to scans and uploads, and a sixth waiting
 * export answers 503 with Retry-After.
 */
const RENDER_LANE = { running: 1, waiting: 4 };

/**
 * A lane of at most `running` jobs at once and `waiting` in line, in front of the shared pool:
 * beyond that a job is refused with `PoolBusyError`.
 */
function createLane(limits: typeof RENDER_LANE, retryAfter: number) {
  let running = 0;
  const line: (() => void)[] = [];
  return {
    async run<T>(job: () => Promise<T>): Promise<T> {
      if (running >= limits.running) {
        if (line.length >= limits.waiting) throw new PoolBusyError(retryAfter);
        await new Promise<void>((resolve) => line.push(resolve));
      } else running++;
      try {
        return await job();
      } finally {
        // The turn passes to the next in line, or the lane frees a place.
        const next = line.shift();
        if (next) next();
        else running--;
      }
    },
    load: () => ({ running, queued: line.length }),
  };
}

/**
 * The server's one pool of engine workers (decisions 090, 140 and 194): scans, rescoring, CV
 * uploads, posting pages and PDF/DOCX exports run in worker threads (piscina), so they use every
 * core, never block the event loop that serves other requests and stay within a time and memory
 * budget. Built by `startServer` and handed to the routes like the database (`c.var.engine`).
 * `size: 0` runs jobs inline, without limits.
 */
export function createEnginePool(
  size = availableParallelism(),
  limits: Omit<WorkerPoolOptions, 'size'> = ENGINE_POOL_LIMITS,
) {
  const pool = createWorkerPool(
    new URL('./scan-worker.ts', import.meta.url),
    { size, ...limits },
    rebuildFailure,
  );
  const renders = createLane(RENDER_LANE, Math.ceil(RENDER_TIMEOUT_MS / 4000));
  const run = <T>(
    task: EngineTask,
    transfer: ArrayBuffer[] = [],
    onProgress?: (progress: ParseProgress) => void,
    timeoutMs = limits.timeoutMs,
  ): Promise<T> =>
    timeEngineTask(
      task.kind === 'scan-stored' ? 'scan' : task.kind,
      size <= 0
        ? (runTask(task, onProgress) as Promise<T>)
        : pool.run<T, ParseProgress>(task, transfer, onProgress, timeoutMs),
    );
  return {
    run: (job: ScanJob): Promise<ScanOutcome> => run({ kind: 'scan', job }),
    /**
     * The same scan with its result as JSON text (decision 189): the event loop neither copies
     * the result's objects out of the worker nor serialises them for the database and the answer.
     */
    runStored: (job: ScanJob): Promise<StoredScanOutcome> => run({ kind: 'scan-stored', job }),
    /**
     * Sniffs an upload's format and parses it (`detectCvFormat` + `parseCv` of the engine) in a
     * worker; EngineErrors come back as EngineErrors, `options.onProgress` hears from the worker.
     */
    parseCv(bytes: Uint8Array, options: ParseCvOptions = {}): Promise<ParsedUpload> {
      const { onProgress, ...cloneable } = options; // a function cannot cross to the worker
      const copy = new Uint8Array(bytes); // its own buffer, moved to the worker
      return run({ kind: 'parse-cv', bytes: copy, options: cloneable }, [copy.buffer], onProgress);
    },
    /**
     * A fetched posting page read into fields (JSON-LD, else Readability over a DOM): in a
     * worker with the pool's time and heap budget, like every parser of user input (decision 140).
     */
    readPage: (body: string, contentType: string): Promise<ImportedFields | null> =>
      run({ kind: 'read-page', body, contentType }),
    /** A job board API's answer (JSON) read into fields, in a worker; `unreadable`: not JSON. */
    readBoardAnswer: (
      link: BoardLink,
      body: string,
    ): Promise<ImportedFields | 'unreadable' | null> => run({ kind: 'read-board', link, body }),
    /** A PDF or DOCX export, through the exports' lane (one at a time, four waiting). */
    render: (task: RenderTask): Promise<Uint8Array> =>
      renders.run(() =>
        run<Uint8Array>({ kind: 'render', render: task }, [], undefined, RENDER_TIMEOUT_MS),
      ),
    /** Starts every worker and has each load and warm the engine (readiness waits on it). */
    warm: () => (size > 0 ? pool.warm() : undefined),
    isReady: () => pool.isReady(),
    /** The pool's jobs (`scan`: every kind), and the exports' lane (`render`). */
    load: () => ({ scan: pool.load(), render: renders.load() }),
    /** Lets the running jobs answer, then stops the workers. */
    close: () => pool.close(),
  };
}

export type EnginePool = ReturnType<typeof createEnginePool>;
