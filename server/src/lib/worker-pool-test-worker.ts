// A worker for worker-pool.test.ts: tasks that run long, eat memory, fail or answer.
import { parentPort } from 'node:worker_threads';

type Task = { spin?: number; allocateMb?: number; fail?: string; echo?: unknown };

parentPort?.on('message', ({ id, task }: { id: number; task?: Task }) => {
  if (!task) return parentPort?.postMessage({ id });
  if (task.spin !== undefined) {
    const end = Date.now() + task.spin;
    while (Date.now() < end); // CPU-bound: only a kill stops it
    return parentPort?.postMessage({ id, value: 'spun' });
  }
  if (task.allocateMb !== undefined) {
    const kept: string[][] = [];
    for (let mb = 0; mb < task.allocateMb; mb++)
      kept.push(Array.from({ length: 16_384 }, (_, i) => `${mb}-${i}-padding-padding`));
    return parentPort?.postMessage({ id, value: kept.length });
  }
  if (task.fail)
    return parentPort?.postMessage({ id, failure: { name: 'TypeError', message: task.fail } });
  parentPort?.postMessage({ id, value: task.echo });
});
parentPort?.postMessage({ ready: true });
