import { afterEach, describe, expect, it } from 'vitest';
import {
  createWorkerPool,
  PoolBusyError,
  PoolLimitError,
  type WorkerPool,
  type WorkerPoolOptions,
} from './worker-pool.ts';

const script = new URL('./worker-pool-test-worker.ts', import.meta.url);
const pools: WorkerPool[] = [];
const pool = (options: Partial<WorkerPoolOptions> = {}) => {
  const p = createWorkerPool(
    script,
    { size: 1, timeoutMs: 5_000, maxHeapMb: 64, maxQueue: 4, ...options },
    (f) => Object.assign(new Error(f.message), { name: f.name }),
  );
  pools.push(p);
  return p;
};
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

// Decision 140: a job never outlives its budget, and the pool keeps serving after a kill.
describe('worker pool', () => {
  it('kills a job over its time limit and runs the next one on a new worker', async () => {
    const p = pool({ timeoutMs: 300 });
    const started = Date.now();
    const err = await p.run({ spin: 60_000 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PoolLimitError);
    expect((err as PoolLimitError).limit).toBe('time');
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await p.run({ echo: 'after' })).toBe('after');
  });

  it('kills a worker that passes its heap limit', async () => {
    const p = pool({ maxHeapMb: 32, timeoutMs: 20_000 });
    const err = await p.run({ allocateMb: 2_000 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PoolLimitError);
    expect((err as PoolLimitError).limit).toBe('memory');
    expect(await p.run({ echo: 7 })).toBe(7);
  });

  it('refuses jobs beyond its queue with PoolBusyError and a retry delay, and runs the rest', async () => {
    const p = pool({ maxQueue: 2, timeoutMs: 8_000 });
    const jobs = [p.run({ spin: 200 }), p.run({ echo: 1 }), p.run({ echo: 2 })];
    const refused = await p.run({ echo: 3 }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(PoolBusyError);
    expect((refused as PoolBusyError).retryAfter).toBe(2);
    expect(await Promise.all(jobs)).toEqual(['spun', 1, 2]);
    expect(p.load()).toEqual({ running: 0, queued: 0, workers: 1 });
  });

  it('passes a failure back through rebuild, and is ready only once warmed', async () => {
    const p = pool({ size: 2 });
    expect(p.isReady()).toBe(true); // never asked to warm: nothing to wait for
    p.warm();
    expect(p.isReady()).toBe(false);
    await expect(p.run({ fail: 'bad input' })).rejects.toThrow(/bad input/);
    await expect.poll(() => p.isReady(), { timeout: 20_000 }).toBe(true);
    expect(p.load().workers).toBe(2);
  });
});
