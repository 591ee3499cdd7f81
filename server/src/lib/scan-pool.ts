import { availableParallelism } from 'node:os';
import {
  type Dismissal,
  EngineError,
  type EngineErrorCode,
  type ParseCvOptions,
  type ParsedCv,
  type ParseProgress,
  type Posting,
  type ScanResult,
} from '@jobfit/engine';
import type { BoardLink } from './posting-page/board-answer.ts';
import type { ImportedFields } from './posting-page/fields.ts';
import { timeEngineTask } from './process-metrics.ts';
import { type EngineTask, type ParsedUpload, runTask } from './scan-worker.ts';
import { createWorkerPool, type WorkerFailure, type WorkerPoolOptions } from './worker-pool.ts';

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
export function rebuildFailure(failure: WorkerFailure): Error {
  if (failure.name === 'EngineError' && failure.code)
    return new EngineError(failure.code as EngineErrorCode, failure.message);
  const err = new Error(failure.message);
  err.name = failure.name;
  return err;
}

/**
 * Budgets of the scan pool (decision 140): a parse or a scan gets 10 s of wall time and a 256 MB
 * heap, far above a real CV (~0.3 s, ~40 MB) and far below what hurts the server.
 */
const SCAN_POOL_LIMITS: Omit<WorkerPoolOptions, 'size'> = {
  timeoutMs: 10_000,
  maxHeapMb: 256,
  maxQueue: 64,
};

/**
 * Worker threads that run the engine's part of a scan (~10 ms of CPU for a 600-word posting) and
 * parse uploaded CVs, so they use every core, never block the event loop that serves other
 * requests (decision 090) and stay within a time and memory budget (decision 140).
 * `size: 0` runs jobs inline, without limits.
 */
export function createScanPool(
  size = availableParallelism(),
  limits: Omit<WorkerPoolOptions, 'size'> = SCAN_POOL_LIMITS,
) {
  const pool = createWorkerPool(
    new URL('./scan-worker.ts', import.meta.url),
    { size, ...limits },
    rebuildFailure,
  );
  const run = <T>(
    task: EngineTask,
    transfer: ArrayBuffer[] = [],
    onProgress?: (progress: ParseProgress) => void,
  ): Promise<T> =>
    timeEngineTask(
      task.kind === 'scan-stored' ? 'scan' : task.kind,
      size <= 0
        ? (runTask(task, onProgress) as Promise<T>)
        : pool.run<T, ParseProgress>(task, transfer, onProgress),
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
    warm: () => (size > 0 ? pool.warm() : undefined),
    isReady: () => pool.isReady(),
    load: () => pool.load(),
    close: () => pool.close(),
  };
}

/** The process's pool: its workers start on the first job, or at start-up through `warm()`. */
export const scanPool = createScanPool();
