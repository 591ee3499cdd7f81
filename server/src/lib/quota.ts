import { PLAN_LIMITS, type Plan, type QuotaDetails } from '@jobfit/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { user } from '../db/schema.ts';
import { utcMonth } from './clock.ts';
import { AppError } from './errors.ts';
import { say } from './i18n/server-text.ts';

export type QuotaName = QuotaDetails['quota'];

const LIMIT_KEY = { scans: 'scansPerMonth', documents: 'documentsPerMonth' } as const;

/**
 * Throws 402 `quota_exceeded` (with limit, usage and the reset date) when one more item of
 * `quota` this UTC month would pass the user's plan limit (PLAN_LIMITS; docs/product.md, Plans
 * and quotas).
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
    throw new AppError(
      'quota_exceeded',
      say(`quota.${quota}`, { limit, resetsOn: next.toISOString().slice(0, 10) }),
      details,
    );
  }
}

/** A Drizzle transaction, as `db.transaction` hands it to its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The same check, made atomic with the insert: call it first in the transaction that inserts
 * the item. It locks the user's row, so concurrent requests of one user (on any server sharing
 * the database) count one after another and exactly the plan's limit get through (decision 141).
 */
export async function assertWithinQuotaLocked(
  tx: Tx,
  userId: string,
  plan: Plan,
  quota: QuotaName,
  now: Date,
  countThisMonth: (since: Date) => Promise<number>,
): Promise<void> {
  if (PLAN_LIMITS[plan][LIMIT_KEY[quota]] === null) return;
  await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update');
  await assertWithinQuota(plan, quota, now, countThisMonth);
}
