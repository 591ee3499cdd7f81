// Month arithmetic on JSON Resume dates, shared by the scan's years of work and the letter's.

/** "2021-03" or "2021" (its January) as months since year 0; anything else is undefined. */
export function monthsOf(date: string | undefined): number | undefined {
  const m = /^(\d{4})(?:-(\d{2}))?/.exec(date ?? '');
  return m ? Number(m[1]) * 12 + (m[2] ? Number(m[2]) - 1 : 0) : undefined;
}

/**
 * Months the `[from, to)` spans cover together, overlaps counted once.
 *
 * @example coveredMonths([[0, 12], [6, 18]]) // 18
 */
export function coveredMonths(spans: readonly (readonly [number, number])[]): number {
  const sorted = [...spans].sort((a, b) => a[0] - b[0]);
  if (sorted.length === 0) return 0;
  let total = 0;
  let [from, to] = sorted[0]!;
  for (const [s, e] of sorted.slice(1)) {
    if (s <= to) to = Math.max(to, e);
    else {
      total += to - from;
      [from, to] = [s, e];
    }
  }
  return total + (to - from);
}
