import { isMainThread, MessageChannel, type MessagePort } from 'node:worker_threads';
import { Piscina } from 'piscina';

/**
 * How the pool bounds its work (decisions 140 and 194): each job runs alone in a worker with a
 * memory cap, a job over its time is killed with its worker, and waiting jobs beyond `maxQueue`
 * are refused.
 */
export interface WorkerPoolOptions {
  /** Workers at most; 0 runs jobs inline through `inline` (no limits: tests and tools only). */
  size: number;
  /** Wall-clock limit of one job once a worker runs it, in ms (a job may ask for another). */
  timeoutMs: number;
  /** V8 heap limit of one worker, in MB (`resourceLimits.maxOldGenerationSizeMb`). */
  maxHeapMb: number;
  /** Jobs that may wait for a worker; one more is refused with `PoolBusyError`. */
  maxQueue: number;
  /**
   * A worker idle this long leaves (ms), unless `warm()` asked the pool to keep `size` workers:
   * a tool or a test that ran a few jobs does not hold threads.
   */
  idleTimeoutMs?: number;
}

/** A job the pool refused because its queue is full: the caller answers 503 + Retry-After. */
export class PoolBusyError extends Error {
  /** Seconds after which a retry has a fair chance. */
  readonly retryAfter: number;

  constructor(retryAfter: number) {
    super('The server is busy: try again in a few seconds.');
    this.name = 'PoolBusyError';
    this.retryAfter = retryAfter;
  }
}

/** A job killed (with its worker) for running over its time or memory limit. */
export class PoolLimitError extends Error {
  readonly limit: 'time' | 'memory';

  constructor(limit: 'time' | 'memory') {
    super(`job killed: over its ${limit} limit`);
    this.name = 'PoolLimitError';
    this.limit = limit;
  }
}

/** An error thrown inside the worker, sent back as plain data (name, message, engine code and text). */
export interface WorkerFailure {
  name: string;
  message: string;
  code?: string;
  /** An engine error's text (key and values), plain data. */
  text?: unknown;
}

/** What crosses to a worker for one job; `task` undefined is the warm-up. */
interface Envelope {
  task?: unknown;
  /** The worker writes the time (ms since the epoch) it began the job: the budget starts there. */
  began: Float64Array;
  progress?: MessagePort;
}

/** What comes back: the value, or the failure as data (structured clone drops error classes). */
type Answer = { value: unknown } | { failure: WorkerFailure };

const now = () => performance.timeOrigin + performance.now();

/**
 * What piscina listens to for one job's abort (it takes an event emitter's `once` and `off`): one
 * listener and no event machinery, lighter on every job than an AbortController.
 */
function killSwitch() {
  let listener: (() => void) | undefined;
  const off = () => {
    listener = undefined;
  };
  return {
    once: (_event: 'abort', fn: () => void) => {
      listener = fn;
    },
    off,
    removeListener: off,
    pull: () => listener?.(),
  };
}

function failureOf(err: unknown): WorkerFailure {
  if (err instanceof Error) {
    const { code, text } = err as { code?: unknown; text?: unknown };
    return {
      name: err.name,
      message: err.message,
      ...(typeof code === 'string' ? { code } : {}),
      ...(text && typeof text === 'object' ? { text } : {}),
    };
  }
  return { name: 'Error', message: String(err) };
}

/**
 * The default export of a worker script: runs each job through `run`, which may report progress
 * on the way, and answers its value or its failure. A worker has loaded its script (and whatever
 * warm-up the script does at its top level) before the pool hands it a job.
 */
export function workerHandler<T>(
  run: (task: T, onProgress: ((progress: unknown) => void) | undefined) => unknown,
) {
  return async ({ task, began, progress }: Envelope): Promise<Answer> => {
    began[0] = now();
    if (task === undefined) return { value: undefined };
    try {
      const report = progress && ((p: unknown) => progress.postMessage(p));
      return { value: await run(task as T, report) };
    } catch (err) {
      return { failure: failureOf(err) };
    } finally {
      // The last message on the port: the caller has heard every report before the answer.
      progress?.postMessage({ end: true });
      progress?.close();
    }
  };
}

/** True in a worker thread of a pool: a script's top-level warm-up runs there only. */
export const inWorker = !isMainThread;

/**
 * A pool of worker threads (piscina) running `script`, whose default export is a
 * `workerHandler`. `rebuild` turns a failure back into the error the caller expects (an
 * EngineError). Piscina queues, balances and replaces workers; this adds the budgets: a job's time
 * counted from when a worker begins it, the heap cap, refusal beyond `maxQueue`, and the errors
 * the HTTP layer maps.
 */
export function createWorkerPool(
  script: URL,
  options: WorkerPoolOptions,
  rebuild: (failure: WorkerFailure) => Error,
) {
  let piscina: Piscina<Envelope, Answer> | undefined;
  let inFlight = 0;
  let warmPending = 0;
  let closed = false;

  // Built on first use, so a pool that never runs a job costs nothing; `warm()` keeps its workers.
  const pool = (keep: number) => (piscina ??= build(keep));
  const build = (keep: number) => {
    const built = new Piscina<Envelope, Answer>({
      filename: script.href,
      minThreads: keep,
      maxThreads: options.size,
      idleTimeout: options.idleTimeoutMs ?? 60_000,
      // The queue is bounded below, before piscina sees the job (an abortable job skips
      // piscina's own `maxQueue` check).
      maxQueue: Infinity,
      concurrentTasksPerWorker: 1,
      // Job times are measured where they are reported (`timeEngineTask`).
      recordTiming: false,
      resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb, maxYoungGenerationSizeMb: 32 },
    });
    // A worker that fails while running a job fails that job (below); one that fails with no job
    // (its script did not load) is only replaced. Without a listener the event would end the
    // process.
    built.on('error', () => undefined);
    return built;
  };

  const submit = (
    envelope: Envelope,
    transfer: (ArrayBuffer | MessagePort)[],
    timeoutMs: number,
  ) => {
    const kill = killSwitch();
    let killedFor: 'time' | undefined;
    // The budget starts when a worker begins the job (it writes the time): waiting in the queue or
    // for a new worker to load its script does not count.
    const check = () => {
      const began = envelope.began[0]!;
      const left = began === 0 ? timeoutMs : began + timeoutMs - now();
      if (left > 0) {
        timer = setTimeout(check, left);
        timer.unref(); // the busy worker keeps the process up for the answer
        return;
      }
      killedFor = 'time';
      kill.pull();
    };
    let timer = setTimeout(check, timeoutMs);
    timer.unref();
    inFlight++;
    return pool(0)
      .run(envelope, { transferList: transfer, signal: kill })
      .catch((err: unknown) => {
        // The worker is gone: killed over its time, out of memory, or crashed.
        if (killedFor) throw new PoolLimitError(killedFor);
        if ((err as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY')
          throw new PoolLimitError('memory');
        throw err;
      })
      .finally(() => {
        inFlight--;
        clearTimeout(timer);
      });
  };

  /** The job's value, or its failure thrown as the caller's error. */
  const valueOf = (answer: Answer) => {
    if ('failure' in answer) throw rebuild(answer.failure);
    return answer.value;
  };

  return {
    /**
     * Runs one task in a worker; `onProgress` hears what the worker reports on the way. Rejects
     * with `PoolBusyError` when the queue is full and with `PoolLimitError` when the job ran over
     * its time (`timeoutMs`, the pool's by default) or memory.
     */
    async run<T, P = unknown>(
      task: unknown,
      transfer: ArrayBuffer[] = [],
      onProgress?: (progress: P) => void,
      timeoutMs = options.timeoutMs,
    ): Promise<T> {
      if (closed) throw new Error('pool closed');
      // Workers still starting will each take a job: those jobs are not waiting in line.
      if ((piscina?.queueSize ?? 0) >= options.maxQueue)
        throw new PoolBusyError(Math.max(1, Math.ceil(options.timeoutMs / 4000)));
      const began = new Float64Array(new SharedArrayBuffer(8));
      if (!onProgress) return valueOf(await submit({ task, began }, transfer, timeoutMs)) as T;
      // Reports come on a port of their own, ending with `{ end: true }` before the answer.
      const { port1, port2 } = new MessageChannel();
      const ended = new Promise<void>((resolve) => {
        port1.on('message', (msg: P | { end: true }) => {
          if ((msg as { end?: true }).end) resolve();
          else onProgress(msg as P);
        });
      });
      try {
        const answer = await submit(
          { task, began, progress: port2 },
          [...transfer, port2],
          timeoutMs,
        );
        // A job that answered, with its value or its failure, has sent every report first.
        await ended;
        return valueOf(answer) as T;
      } finally {
        port1.close();
      }
    },
    /** Starts every worker and has each load its script, so the first real job is fast. */
    warm() {
      if (closed || warmPending > 0) return;
      const p = pool(options.size);
      // One warm-up per worker: each idle worker takes one, and answers once its script loaded.
      for (let i = 0; i < options.size; i++) {
        warmPending++;
        void p
          .run({ began: new Float64Array(new SharedArrayBuffer(8)) })
          .catch(() => undefined)
          .finally(() => warmPending--);
      }
    },
    /** False only while a requested warm-up is still running (the readiness check waits on it). */
    isReady(): boolean {
      return warmPending === 0;
    },
    /** Jobs running and waiting: for logs, metrics and tests. */
    load(): { running: number; queued: number; workers: number } {
      const queued = piscina?.queueSize ?? 0;
      return {
        running: Math.max(0, inFlight - queued),
        queued,
        workers: piscina?.threads.length ?? 0,
      };
    },
    /** Refuses new jobs, lets the running ones answer (within their budget), then stops. */
    async close() {
      closed = true;
      await piscina?.close({ force: true });
    },
  };
}

export type WorkerPool = ReturnType<typeof createWorkerPool>;
