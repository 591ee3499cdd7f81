import { createHmac, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session, user } from '../db/schema.ts';
import { createTestContext, type TestContext, type TestUser } from '../test/test-context.ts';

// The signed-in user of an API request is read in one query (session-user.ts); these pin that it
// accepts and refuses exactly what Better Auth's getSession does (decision 095).

let t: TestContext;
let alice: TestUser;
beforeAll(async () => {
  t = await createTestContext();
  alice = await t.signUp({ name: 'Alice' });
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;

function secret(): string {
  if (!t.env.authSecret) throw new Error('the test server has no AUTH_SECRET');
  return t.env.authSecret;
}

/** The session cookie's name and value of a signed-in test user. */
function sessionCookie(u: TestUser) {
  const name = ['better-auth.session_token', '__Secure-better-auth.session_token'].find((n) =>
    u.client.cookie(n),
  );
  if (!name) throw new Error('no session cookie');
  return { name, value: decodeURIComponent(u.client.cookie(name) ?? '') };
}

const signed = (token: string, secret: string) =>
  encodeURIComponent(`${token}.${createHmac('sha256', secret).update(token).digest('base64')}`);

/** GET /api/me/plan/is-free with exactly this Cookie header. */
const withCookie = (cookie: string) =>
  fetch(`${t.baseUrl}/api/me/plan/is-free`, { headers: { cookie } });

async function signedIn(): Promise<TestUser & { token: string }> {
  const u = await t.signUp();
  return { ...u, token: sessionCookie(u).value.split('.')[0] ?? '' };
}

describe('the session of an API request', () => {
  it('is the signed-in user with a valid cookie', async () => {
    const { name, value } = sessionCookie(alice);
    const res = await withCookie(`${name}=${encodeURIComponent(value)}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toBe(true);
  });

  it('is refused (401) without a cookie, with a forged or unsigned one, or for an unknown token', async () => {
    const { name, value } = sessionCookie(alice);
    const token = value.split('.')[0] ?? '';
    const cases = [
      '',
      `${name}=${encodeURIComponent(token)}`,
      `${name}=${signed(token, 'not-the-secret')}`,
      `${name}=${encodeURIComponent(`${token}.${'A'.repeat(43)}=`)}`,
      `${name}=${signed(randomUUID(), secret())}`,
      `other=${encodeURIComponent(value)}`,
    ];
    for (const cookie of cases) {
      const res = await withCookie(cookie);
      expect({ cookie, status: res.status }).toEqual({ cookie, status: 401 });
    }
    // The right signature of the right token still works: the cases above failed for their flaw.
    expect((await withCookie(`${name}=${signed(token, secret())}`)).status).toBe(200);
  });

  it('is refused once expired, and the expired session is deleted', async () => {
    const u = await signedIn();
    await t.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.token, u.token));
    expect((await u.client.get('/api/me/plan/is-free')).status).toBe(401);
    expect(await t.db.select().from(session).where(eq(session.token, u.token))).toEqual([]);
  });

  it('is extended when due for its refresh (a day after it was last extended)', async () => {
    const u = await signedIn();
    // Sessions last 7 days and are extended once a day: one ending in 5 days is due.
    await t.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() + 5 * DAY) })
      .where(eq(session.token, u.token));
    expect((await u.client.get('/api/me/plan/is-free')).status).toBe(200);
    const [row] = await t.db.select().from(session).where(eq(session.token, u.token));
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6.9 * DAY);
  });

  it('is not extended on every request', async () => {
    const u = await signedIn();
    const endsAt = new Date(Date.now() + 6.5 * DAY);
    await t.db.update(session).set({ expiresAt: endsAt }).where(eq(session.token, u.token));
    expect((await u.client.get('/api/me/plan/is-free')).status).toBe(200);
    const [row] = await t.db.select().from(session).where(eq(session.token, u.token));
    expect(row?.expiresAt.getTime()).toBe(endsAt.getTime());
  });

  it('is refused after sign-out, with the old cookie', async () => {
    const u = await signedIn();
    const { name, value } = sessionCookie(u);
    expect((await u.client.post('/api/auth/sign-out')).status).toBe(200);
    expect((await withCookie(`${name}=${encodeURIComponent(value)}`)).status).toBe(401);
  });

  it('carries the plan as it is now, not as it was at sign-in', async () => {
    const u = await signedIn();
    expect(await (await u.client.get('/api/me/plan/is-free')).json()).toBe(true);
    await t.db.update(user).set({ plan: 'pro' }).where(eq(user.id, u.id));
    expect(await (await u.client.get('/api/me/plan/is-free')).json()).toBe(false);
  });
});
