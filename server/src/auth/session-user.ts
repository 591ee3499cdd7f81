import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { parse } from 'hono/utils/cookie';
import type { Db } from '../db/client.ts';
import { prepared } from '../db/prepared.ts';
import { userProfileColumns } from '../db/user-columns.ts';
import { session, user, userDataVersion } from '../db/schema.ts';
import type { Auth, SessionUser } from './auth.ts';

/**
 * The signed-in user of a request, in one prepared query (docs/decisions/095-session-lookup.md).
 *
 * Every guarded API request needs its user. Better Auth's `getSession` verifies the cookie with
 * WebCrypto and reads the session and then the user (two round trips). This reads the same cookie
 * the same way (HMAC-SHA-256 of the token with the auth secret) and the session with its user in
 * one statement. Whenever Better Auth would do more than read — the session has expired (it is
 * deleted) or is due for its sliding refresh (`updateAge`) — the request goes to `getSession`, so
 * expiry, refresh and revocation (sign-out, password change) behave exactly as before.
 *
 * The same statement reads the user's data version (decision 186), which the kept answers of the
 * read-only routes are checked against (decision 213): one round trip instead of two. It is
 * undefined when the request went to `getSession`.
 */
export async function sessionUser(
  auth: Auth,
  db: Db,
  headers: Headers,
): Promise<(SessionUser & { dataVersion?: number }) | null> {
  const setup = await setupOf(auth);
  const signed = parse(headers.get('cookie') ?? '', setup.cookieName)[setup.cookieName];
  const token = signed ? verified(signed, setup.secret) : null;
  if (!token) return null;

  const [row] = await prepared(db, 'session_user', prepareLookup).execute({ token });
  if (!row) return null;
  const { expiresAt, ...found } = row;
  const now = Date.now();
  const dueForRefresh = expiresAt.getTime() - setup.expiresInMs + setup.updateAgeMs <= now;
  if (expiresAt.getTime() < now || dueForRefresh) {
    return (await auth.api.getSession({ headers }))?.user ?? null;
  }
  return found;
}

interface Setup {
  cookieName: string;
  secret: string;
  expiresInMs: number;
  updateAgeMs: number;
}

const setups = new WeakMap<Auth, Promise<Setup>>();

function setupOf(auth: Auth): Promise<Setup> {
  let setup = setups.get(auth);
  if (!setup) {
    setup = auth.$context.then((ctx) => ({
      cookieName: ctx.authCookies.sessionToken.name,
      secret: ctx.secret,
      expiresInMs: ctx.sessionConfig.expiresIn * 1000,
      updateAgeMs: ctx.sessionConfig.updateAge * 1000,
    }));
    setups.set(auth, setup);
  }
  return setup;
}

/** The token of a `token.signature` cookie value when its signature is right, else null. */
function verified(value: string, secret: string): string | null {
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected)
    ? token
    : null;
}

function prepareLookup(db: Db, name: string) {
  return db
    .select({
      ...userProfileColumns,
      updatedAt: user.updatedAt,
      twoFactorEnabled: user.twoFactorEnabled,
      expiresAt: session.expiresAt,
      dataVersion:
        sql<number>`(select coalesce(sum(${userDataVersion.version}), 0) from ${userDataVersion} where ${userDataVersion.userId} = ${user.id})`.mapWith(
          Number,
        ),
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(eq(session.token, sql.placeholder('token')))
    .prepare(name);
}
