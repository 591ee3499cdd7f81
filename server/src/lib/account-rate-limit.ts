import { ACCOUNT_RATE_LIMITS, SIGN_IN_DELAY } from '../auth/auth.ts';
import type { Db } from '../db/client.ts';
import type { Clock } from './clock.ts';
import { consumeRate, releaseAttempt, reserveAttempt } from './rate-limit.ts';

// Better Auth (better-call) reads JSON by this pattern, and both form encodings; so do we, with
// the same rule for a repeated field (the last one wins), so no encoding escapes the count.
const JSON_TYPE = /^application\/([a-z0-9.+-]*\+)?json/i;

/** The e-mail address of an auth request, read from any body encoding Better Auth accepts. */
export async function emailOf(request: Request): Promise<string | undefined> {
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  let email: unknown;
  try {
    if (JSON_TYPE.test(type)) {
      email = ((await request.clone().json()) as { email?: unknown } | null)?.email;
    } else if (
      type.includes('application/x-www-form-urlencoded') ||
      type.includes('multipart/form-data')
    ) {
      email = (await request.clone().formData()).getAll('email').at(-1);
    }
  } catch {
    return undefined; // Better Auth answers the malformed body itself.
  }
  if (typeof email !== 'string' || email.length > 320) return undefined;
  return email.trim().toLowerCase();
}

const tooMany = (message: string, retryAfter: number) =>
  new Response(JSON.stringify({ code: 'TOO_MANY_REQUESTS', message }), {
    status: 429,
    headers: { 'content-type': 'application/json', 'retry-after': String(retryAfter) },
  });

/**
 * Runs an auth request under the per-account limits (docs/decisions/141-request-limits.md):
 * - sign-in: failures are counted per account and client address; past a few, each next attempt
 *   from that pair waits longer (progressive delay). A success clears the pair. An attacker's
 *   failures never slow the owner signing in from another address.
 * - sign-up, reset and verification mails: a fixed number per address per window, whatever the
 *   client address, so nobody can flood someone's mailbox.
 * Past a limit the answer is 429 in Better Auth's error shape with Retry-After.
 */
export async function withAccountLimits(
  request: Request,
  ip: string | undefined,
  db: Db,
  now: Clock,
  handle: () => Promise<Response>,
): Promise<Response> {
  if (request.method !== 'POST') return handle();
  const path = new URL(request.url).pathname.replace(/^\/api\/auth/, '');
  if (path === '/sign-in/email') {
    const email = await emailOf(request);
    if (!email) return handle();
    const key = `sign-in:${email}:${ip ?? 'unknown'}`;
    const attempt = await reserveAttempt(db, key, SIGN_IN_DELAY, now());
    if (!attempt.allowed) {
      return tooMany('Too many failed sign-ins. Wait a moment and try again.', attempt.retryAfter);
    }
    const res = await handle();
    if (res.ok) await releaseAttempt(db, key);
    return res;
  }
  const rule = ACCOUNT_RATE_LIMITS[path];
  if (!rule) return handle();
  const email = await emailOf(request);
  if (!email) return handle();
  const { allowed, retryAfter } = await consumeRate(db, `account:${path}:${email}`, rule, now());
  if (!allowed) return tooMany('Too many attempts for this account. Try again later.', retryAfter);
  return handle();
}
