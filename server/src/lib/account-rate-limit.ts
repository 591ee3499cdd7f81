import { ACCOUNT_RATE_LIMITS } from '../auth/auth.ts';
import type { Db } from '../db/client.ts';
import type { Clock } from './clock.ts';
import { consumeRate } from './rate-limit.ts';

/**
 * For the auth routes that take an e-mail address, counts the attempt against that address and
 * answers 429 (in Better Auth's error shape) past the limit; undefined lets the request through.
 */
export async function limitPerAccount(
  request: Request,
  db: Db,
  now: Clock,
): Promise<Response | undefined> {
  if (request.method !== 'POST') return undefined;
  const path = new URL(request.url).pathname.replace(/^\/api\/auth/, '');
  const rule = ACCOUNT_RATE_LIMITS[path];
  if (!rule) return undefined;
  let email: unknown;
  try {
    email = ((await request.clone().json()) as { email?: unknown }).email;
  } catch {
    return undefined; // Better Auth answers the malformed body itself.
  }
  if (typeof email !== 'string' || email.length > 320) return undefined;
  const { allowed, retryAfter } = await consumeRate(
    db,
    `account:${path}:${email.trim().toLowerCase()}`,
    rule,
    now(),
  );
  if (allowed) return undefined;
  return new Response(
    JSON.stringify({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many attempts for this account. Try again later.',
    }),
    {
      status: 429,
      headers: { 'content-type': 'application/json', 'retry-after': String(retryAfter) },
    },
  );
}
