import { PLAN_LIMITS, type Plan, type QuotaDetails } from '@jobfit/contracts';
import { utcMonth } from './clock.ts';
import { AppError } from './errors.ts';

export type QuotaName = QuotaDetails['quota'];

const LIMIT_KEY = { scans: 'scansPerMonth', documents: 'documentsPerMonth' } as const;

/**
 * Throws 402 `quota_exceeded` (with limit, usage and the reset date) when one more item of
 * `quota` this UTC month would pass the user's plan limit (PLAN_LIMITS, DESIGN.md §3).
 */
export async function assertWithinQuota(
  plan: Plan,
  quota: QuotaName,
  now: Date,
  countThisMonth: (since: Date) => Promise<number>,
): Promise<void> {
  const limit = PLAN_LIMITS[plan][LIMIT_KEY[quota]];
  if (limit === null) return;
  const { start, next } = utcMonth(now);
  const used = await countThisMonth(start);
  if (used >= limit) {
    const details: QuotaDetails = { quota, limit, used, resetsAt: next.toISOString() };
    const what = quota === 'scans' ? 'new job scans' : 'tailored documents';
    throw new AppError(
      'quota_exceeded',
      `You have used all ${limit} ${what} of the Free plan this month. Upgrade to Pro for unlimited ${what}, or wait until ${next.toISOString().slice(0, 10)}.`,
      details,
    );
  }
}
