import { and, eq, gt } from 'drizzle-orm';
import { parse } from 'hono/utils/cookie';
import { ACCOUNT_RATE_LIMITS, SIGN_IN_DELAY } from '../auth/auth.ts';
import type { Db } from '../db/client.ts';
import { verification } from '../db/schema.ts';
import type { Clock } from './clock.ts';
import { consumeRate, releaseAttempt, reserveAttempt } from './rate-limit.ts';

// Better Auth (better-call) reads JSON by this pattern, and both form encodings; so do we, with
// the same rule for a repeated field (the last one wins), so no encoding escapes the count.
const JSON_TYPE = /^application\/([a-z0-9.+-]*\+)?json/i;

/** The e-mail address of an auth request, read from any body encoding Better Auth accepts. */
async function emailOf(request: Request): Promise<string | undefined> {
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

/** The second sign-in step's code checks (decision 180). */
const SECOND_FACTOR_PATHS = new Set([
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
  '/two-factor/verify-otp',
]);

/**
 * The account a pending second sign-in step belongs to: Better Auth's `two_factor` cookie names a
 * verification row whose value is the user id. Only a key for counting failures: Better Auth
 * checks the cookie's signature itself, and an unknown or expired challenge counts nothing.
 */
async function pendingSignInUser(db: Db, request: Request, now: Date): Promise<string | undefined> {
  const cookies = parse(request.headers.get('cookie') ?? '');
  const signed = Object.entries(cookies).find(([name]) => name.endsWith('.two_factor'))?.[1];
  const identifier = signed?.slice(0, Math.max(0, signed.lastIndexOf('.')));
  if (!identifier) return undefined;
  const [row] = await db
    .select({ userId: verification.value })
    .from(verification)
    .where(and(eq(verification.identifier, identifier), gt(verification.expiresAt, now)));
  return row?.userId;
}

/**
 * Runs `handle` under the progressive delay of `key` (SIGN_IN_DELAY): refused with 429 while the
 * pair must wait; a success clears the pair.
 */
async function withDelay(
  db: Db,
  key: string,
  now: Date,
  message: string,
  handle: () => Promise<Response>,
): Promise<Response> {
  const attempt = await reserveAttempt(db, key, SIGN_IN_DELAY, now);
  if (!attempt.allowed) return tooMany(message, attempt.retryAfter);
  const res = await handle();
  if (res.ok) await releaseAttempt(db, key);
  return res;
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
 *   failures never slow the owner signing in from another address. The second step's codes
 *   (decision 180) are counted the same way, per account and address.
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
    const message = 'Too many failed sign-ins. Wait a moment and try again.';
    return withDelay(db, key, now(), message, handle);
  }
  if (SECOND_FACTOR_PATHS.has(path)) {
    const userId = await pendingSignInUser(db, request, now());
    if (!userId) return handle();
    const key = `second-factor:${userId}:${ip ?? 'unknown'}`;
    const message = 'Too many wrong codes. Wait a moment and try again.';
    return withDelay(db, key, now(), message, handle);
  }
  const rule = ACCOUNT_RATE_LIMITS[path];
  if (!rule) return handle();
  const email = await emailOf(request);
  if (!email) return handle();
  const { allowed, retryAfter } = await consumeRate(db, `account:${path}:${email}`, rule, now());
  if (!allowed) return tooMany('Too many attempts for this account. Try again later.', retryAfter);
  return handle();
}
