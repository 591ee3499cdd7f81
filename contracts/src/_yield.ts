// A phone spends ~150–300 ms of one task building the contracts' zod schemas when the web app
// starts; every task over 50 ms counts against how soon a tap is answered (decision 223).

type WithScheduler = { scheduler?: { yield?: () => Promise<void> } };

/**
 * Ends the browser's current task where the browser can (`scheduler.yield()`), so that a module
 * awaiting it before its schemas builds them in a task of its own. Nothing to wait for in Node,
 * in tests or in a browser without the scheduler: the module then goes on at once.
 *
 * @example await yieldToBrowser(); export const Scan = z.object({ … });
 */
export function yieldToBrowser(): Promise<void> | undefined {
  return (globalThis as WithScheduler).scheduler?.yield?.();
}
