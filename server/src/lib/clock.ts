/** The time, passed in so that quotas and month boundaries can be tested (docs/architecture.md). */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** The first instant of the UTC calendar month of `at`, and of the next one. */
export function utcMonth(at: Date): { start: Date; next: Date } {
  const start = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
  const next = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
  return { start, next };
}

/** The UTC day of `at` as the engine's `asOf` takes it (`2026-11-23`): a current job runs to it. */
export function isoDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}
