import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimit } from '../db/schema.ts';

export interface RateRule {
  /** Seconds. */
  window: number;
  max: number;
}

/**
 * Counts one attempt against `key` in a fixed window stored in the database (so several server
 * processes share it) and says whether it is allowed. One atomic upsert: concurrent requests
 * cannot all slip through on a stale read.
 */
export async function consumeRate(
  db: Db,
  key: string,
  rule: RateRule,
  now: Date,
): Promise<{ allowed: boolean; retryAfter: number }> {
  const at = now.getTime();
  const windowStart = at - rule.window * 1000;
  // `lastRequest` holds the start of the current window for these keys.
  const [row] = await db
    .insert(rateLimit)
    .values({ id: randomUUID(), key, count: 1, lastRequest: at })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${rateLimit.lastRequest} < ${windowStart} then 1 else ${rateLimit.count} + 1 end`,
        lastRequest: sql`case when ${rateLimit.lastRequest} < ${windowStart} then ${at} else ${rateLimit.lastRequest} end`,
      },
    })
    .returning({ count: rateLimit.count, lastRequest: rateLimit.lastRequest });
  const count = row?.count ?? 1;
  const started = Number(row?.lastRequest ?? at);
  return {
    allowed: count <= rule.max,
    retryAfter: Math.max(1, Math.ceil((started + rule.window * 1000 - at) / 1000)),
  };
}

export interface DelayRule {
  /** Attempts that cost nothing. */
  freeFailures: number;
  /** Seconds: the longest wait between two attempts. */
  maxDelay: number;
  /** Seconds without an attempt after which the count starts again. */
  forgetAfter: number;
}

/** Seconds to wait after the last of `failures` attempts: 0, then 1, 2, 4… up to `maxDelay`. */
function delayAfter(failures: number, rule: DelayRule): number {
  if (failures < rule.freeFailures) return 0;
  return Math.min(rule.maxDelay, 2 ** (failures - rule.freeFailures));
}

/**
 * Progressive delay: counts an attempt against `key` (as a failure until `releaseAttempt` says
 * it succeeded) when the wait after the previous ones is over, else refuses it with the seconds
 * left. The row is locked for the check, so concurrent attempts cannot share one free slot.
 */
export async function reserveAttempt(
  db: Db,
  key: string,
  rule: DelayRule,
  now: Date,
): Promise<{ allowed: boolean; retryAfter: number }> {
  const at = now.getTime();
  return db.transaction(async (tx) => {
    await tx
      .insert(rateLimit)
      .values({ id: randomUUID(), key, count: 0, lastRequest: 0 })
      .onConflictDoNothing({ target: rateLimit.key });
    const [row] = await tx
      .select({ count: rateLimit.count, lastRequest: rateLimit.lastRequest })
      .from(rateLimit)
      .where(eq(rateLimit.key, key))
      .for('update');
    const last = Number(row?.lastRequest ?? 0);
    const failures = at - last > rule.forgetAfter * 1000 ? 0 : (row?.count ?? 0);
    const readyAt = last + delayAfter(failures, rule) * 1000;
    if (failures > 0 && at < readyAt) {
      return { allowed: false, retryAfter: Math.max(1, Math.ceil((readyAt - at) / 1000)) };
    }
    await tx
      .update(rateLimit)
      .set({ count: failures + 1, lastRequest: at })
      .where(eq(rateLimit.key, key));
    return { allowed: true, retryAfter: 0 };
  });
}

/** The attempt counted by `reserveAttempt` succeeded: the count starts again. */
export async function releaseAttempt(db: Db, key: string): Promise<void> {
  await db.delete(rateLimit).where(eq(rateLimit.key, key));
}
