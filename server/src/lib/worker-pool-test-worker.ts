// A worker for worker-pool.test.ts: tasks that run long, eat memory, fail or answer.
import { workerHandler } from './worker-pool.ts';

type Task = { spin?: number; allocateMb?: number; fail?: string; echo?: unknown };

export default workerHandler<Task>((task) => {
  if (task.spin !== undefined) {
    const end = Date.now() + task.spin;
    while (Date.now() < end); // CPU-bound: only a kill stops it
    return 'spun';
  }
  if (task.allocateMb !== undefined) {
    const kept: string[][] = [];
    for (let mb = 0; mb < task.allocateMb; mb++)
      kept.push(Array.from({ length: 16_384 }, (_, i) => `${mb}-${i}-padding-padding`));
    return kept.length;
  }
  if (task.fail) throw new TypeError(task.fail);
  return task.echo;
});
