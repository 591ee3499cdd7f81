import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
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
