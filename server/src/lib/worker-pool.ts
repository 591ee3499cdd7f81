import { Worker } from 'node:worker_threads';

/**
 * How a pool bounds its work (decision 140): each job runs alone in a worker with a memory cap,
 * a job over its time is killed with its worker, and waiting jobs beyond `maxQueue` are refused.
 */
export interface WorkerPoolOptions {
  /** Workers at most; 0 runs jobs inline through `inline` (no limits: tests and tools only). */
  size: number;
  /** Wall-clock limit of one job, in ms. */
  timeoutMs: number;
  /** V8 heap limit of one worker, in MB (`resourceLimits.maxOldGenerationSizeMb`). */
  maxHeapMb: number;
  /** Jobs that may wait for a worker; one more is refused with `PoolBusyError`. */
  maxQueue: number;
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

/** An error thrown inside the worker, sent back as plain data (name, message, engine code). */
export interface WorkerFailure {
  name: string;
  message: string;
  code?: string;
}

interface Job {
  task: unknown;
  transfer: ArrayBuffer[];
  resolve: (value: unknown) => void;
  reject: (err: Error) => void;
  onProgress: ((progress: unknown) => void) | undefined;
}

interface Slot {
  worker: Worker;
  job?: Job;
  /** Until the script says `{ ready: true }` (its imports loaded): a job's time starts after. */
  booting: boolean;
  warming: boolean;
  /** Part of the warm-up `isReady` waits for (replacements are not). */
  initial: boolean;
  timer?: NodeJS.Timeout;
  killedFor?: 'time';
  failure?: Error;
}

/**
 * A pool of worker threads running `script`, which posts `{ ready: true }` once loaded and then
 * answers `{ id, task }` with `{ id, value }` or `{ id, failure }`, after any number of
 * `{ id, progress }` for the job's `onProgress`, and a warm-up `{ id }` with `{ id }`. `rebuild`
 * turns a failure back into the error the caller expects (an EngineError).
 */
export function createWorkerPool(
  script: URL,
  options: WorkerPoolOptions,
  rebuild: (failure: WorkerFailure) => Error,
) {
  const slots = new Set<Slot>();
  const queue: Job[] = [];
  let nextId = 0;
  let warmRequested = false;
  let warmPending = 0;
  let closed = false;

  const finish = (slot: Slot) => {
    clearTimeout(slot.timer);
    slot.job = undefined;
    slot.worker.unref(); // an idle pool does not keep the process alive
    dispatch();
  };

  const spawn = (warm: boolean, initial = false): Slot => {
    const worker = new Worker(script, {
      resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb, maxYoungGenerationSizeMb: 32 },
    });
    const slot: Slot = { worker, booting: true, warming: false, initial };
    slots.add(slot);
    worker.on(
      'message',
      (msg: {
        id: number;
        ready?: boolean;
        value?: unknown;
        failure?: WorkerFailure;
        progress?: unknown;
      }) => {
        if (msg.progress !== undefined) {
          slot.job?.onProgress?.(msg.progress);
          return;
        }
        if (msg.ready) {
          slot.booting = false;
          if (slot.warming) slot.worker.postMessage({ id: nextId++ });
          else finish(slot);
          return;
        }
        if (slot.warming) {
          slot.warming = false;
          if (slot.initial) warmPending--;
          slot.initial = false;
          finish(slot);
          return;
        }
        const job = slot.job;
        if (!job) return;
        finish(slot);
        if (msg.failure) job.reject(rebuild(msg.failure));
        else job.resolve(msg.value);
      },
    );
    worker.on('error', (err) => {
      slot.failure = err;
    });
    // A worker that died (killed over a limit, out of memory, crashed) fails its job and is
    // replaced, warmed, so the next job does not pay for loading the engine.
    worker.on('exit', () => {
      clearTimeout(slot.timer);
      slots.delete(slot);
      if (slot.initial) warmPending--;
      const job = slot.job;
      if (job) {
        const oom = (slot.failure as { code?: string } | undefined)?.code;
        job.reject(
          slot.killedFor === 'time'
            ? new PoolLimitError('time')
            : oom === 'ERR_WORKER_OUT_OF_MEMORY'
              ? new PoolLimitError('memory')
              : (slot.failure ?? new Error('worker exited')),
        );
      }
      if (closed) return;
      if (warmRequested) spawn(true);
      dispatch();
    });
    // Warming: the worker is asked to run a short job as soon as it is ready. It stays referenced
    // until then, so a job waiting for it keeps the process up.
    slot.warming = warm;
    return slot;
  };

  const start = (slot: Slot, job: Job) => {
    slot.job = job;
    slot.worker.ref(); // busy: keep the process up for the answer
    slot.timer = setTimeout(() => {
      slot.killedFor = 'time';
      void slot.worker.terminate();
    }, options.timeoutMs);
    slot.worker.postMessage({ id: nextId++, task: job.task }, job.transfer);
  };

  function dispatch() {
    if (closed) return;
    for (const slot of slots) {
      if (queue.length === 0) return;
      if (!slot.job && !slot.warming && !slot.booting) start(slot, queue.shift()!);
    }
    // Workers still starting take the next jobs once ready; start more only for the rest.
    const starting = [...slots].filter((s) => !s.job).length;
    for (let n = queue.length - starting; n > 0 && slots.size < options.size; n--) spawn(false);
  }

  return {
    /**
     * Runs one task in a worker; `onProgress` hears what the worker reports on the way. Rejects
     * with `PoolBusyError` when the queue is full and with `PoolLimitError` when the job ran over
     * its time or memory.
     */
    run<T, P = unknown>(
      task: unknown,
      transfer: ArrayBuffer[] = [],
      onProgress?: (progress: P) => void,
    ): Promise<T> {
      if (closed) return Promise.reject(new Error('pool closed'));
      return new Promise<T>((resolve, reject) => {
        const job: Job = {
          task,
          transfer,
          resolve: resolve as (v: unknown) => void,
          reject,
          // What the worker posts for this task: the caller's type to trust, as for `value`.
          onProgress: onProgress as ((progress: unknown) => void) | undefined,
        };
        queue.push(job);
        dispatch();
        // Workers still starting will each take a job: those jobs are not waiting in line.
        const starting = [...slots].filter((s) => !s.job).length;
        if (queue.length > options.maxQueue + starting) {
          queue.splice(queue.indexOf(job), 1);
          reject(new PoolBusyError(Math.max(1, Math.ceil(options.timeoutMs / 4000))));
        }
      });
    },
    /** Starts every worker and has each load the engine, so the first real job is fast. */
    warm() {
      warmRequested = true;
      while (slots.size < options.size) {
        warmPending++;
        spawn(true, true);
      }
    },
    /** False only while a requested warm-up is still running (the readiness check waits on it). */
    isReady(): boolean {
      return warmPending === 0;
    },
    /** Jobs running and waiting: for logs and tests. */
    load(): { running: number; queued: number; workers: number } {
      return {
        running: [...slots].filter((s) => s.job).length,
        queued: queue.length,
        workers: slots.size,
      };
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('pool closed'));
      await Promise.all([...slots].map((s) => s.worker.terminate()));
      slots.clear();
    },
  };
}

export type WorkerPool = ReturnType<typeof createWorkerPool>;
