import { signJWT } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, user, verification } from '../db/schema.ts';
import { readJson } from '../test/http-client.ts';
import { linkIn } from '../test/smtp-capture.ts';
import { createTestContext, type TestContext } from '../test/test-context.ts';
import { AUTH_RATE_LIMITS, SIGN_IN_DELAY } from './auth.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const email = () => `someone-${crypto.randomUUID()}@example.com`;

describe('sign-up, verification and sign-in', () => {
  it('sends a verification mail whose link verifies the address and signs the user in', async () => {
    const c = t.client();
    const address = email();
    const res = await c.post('/api/auth/sign-up/email', {
      name: 'Ada Lovelace',
      email: address,
      password: 'correct horse battery',
    });
    expect(res.status).toBe(200);
    expect(c.hasSession).toBe(false);

    const mail = await t.smtp.waitFor(address, /verify/i);
    expect(mail.subject).toBe('Verify your e-mail address for Jobfit');
    expect(mail.text).toContain('Hi Ada Lovelace,');
    const link = linkIn(mail, `${t.baseUrl}/auth/verify?token=`);
    expect(mail.html).toContain(`href="${link.toString().replaceAll('&', '&#38;')}"`);

    const verified = await c.get(`/api/auth/verify-email?token=${link.searchParams.get('token')}`);
    expect(verified.status).toBe(200);
    expect(c.hasSession).toBe(true);
    const session = await readJson(await c.get('/api/auth/get-session'));
    expect(session.user).toMatchObject({
      email: address,
      name: 'Ada Lovelace',
      emailVerified: true,
      role: 'user',
      plan: 'free',
      onboardingCompletedAt: null,
    });
  });

  it('refuses sign-in before the address is verified, and resends the link on request', async () => {
    const c = t.client();
    const address = email();
    await c.post('/api/auth/sign-up/email', {
      name: 'Bo',
      email: address,
      password: 'pass-word-1',
    });
    const res = await c.post('/api/auth/sign-in/email', {
      email: address,
      password: 'pass-word-1',
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    expect(c.hasSession).toBe(false);

    const again = await c.post('/api/auth/send-verification-email', { email: address });
    expect(again.status).toBe(200);
    await expect.poll(() => t.smtp.to(address).length).toBe(2);
  });

  it('signs in with the right password and out again', async () => {
    const u = await t.signUp();
    const c = t.client();
    const res = await c.post('/api/auth/sign-in/email', { email: u.email, password: u.password });
    expect(res.status).toBe(200);
    expect(await (await c.get('/api/me/onboarding')).json()).toBe(false);

    const out = await c.post('/api/auth/sign-out');
    expect(out.status).toBe(200);
    expect(c.hasSession).toBe(false);
    expect((await c.get('/api/me/onboarding')).status).toBe(401);
  });

  it('answers a wrong password and an unknown e-mail with the same message', async () => {
    const u = await t.signUp();
    const wrong = await t
      .client()
      .post('/api/auth/sign-in/email', { email: u.email, password: 'not-the-password' });
    const unknown = await t
      .client()
      .post('/api/auth/sign-in/email', { email: email(), password: 'not-the-password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const [a, b] = [await readJson(wrong), await readJson(unknown)];
    expect(a).toEqual(b);
    expect(a.message).toBe('Invalid email or password');
  });

  it('does not reveal a duplicate e-mail, creates no second account and tells the owner', async () => {
    const u = await t.signUp({ name: 'Owner' });
    const c = t.client();
    const res = await c.post('/api/auth/sign-up/email', {
      name: 'Intruder',
      email: u.email,
      password: 'another-pass',
    });
    expect(res.status).toBe(200);
    const rows = await t.db.select().from(user).where(eq(user.email, u.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.name).toBe('Owner');
    const notice = await t.smtp.waitFor(u.email, /tried to create/);
    expect(notice.text).toContain(`${t.baseUrl}/auth/reset-password`);
    // The owner's password still works; the intruder's does not.
    expect(
      (
        await t
          .client()
          .post('/api/auth/sign-in/email', { email: u.email, password: 'another-pass' })
      ).status,
    ).toBe(401);
    expect(
      (await t.client().post('/api/auth/sign-in/email', { email: u.email, password: u.password }))
        .status,
    ).toBe(200);
  });

  it('rejects short passwords and malformed e-mails', async () => {
    const short = await t
      .client()
      .post('/api/auth/sign-up/email', { name: 'X', email: email(), password: 'short' });
    expect(short.status).toBe(400);
    expect((await readJson(short)).code).toBe('PASSWORD_TOO_SHORT');
    const bad = await t.client().post('/api/auth/sign-up/email', {
      name: 'X',
      email: 'not-an-email',
      password: 'long-enough-1',
    });
    expect(bad.status).toBe(400);
  });

  it('rejects invalid and expired verification tokens', async () => {
    const c = t.client();
    const invalid = await c.get('/api/auth/verify-email?token=not-a-token');
    expect(invalid.status).toBe(401);
    expect((await readJson(invalid)).code).toBe('INVALID_TOKEN');

    const address = email();
    await c.post('/api/auth/sign-up/email', {
      name: 'Late',
      email: address,
      password: 'pass-word-2',
    });
    const expiredToken = await signJWT({ email: address }, t.env.authSecret ?? '', -60);
    const expired = await c.get(`/api/auth/verify-email?token=${expiredToken}`);
    expect(expired.status).toBe(401);
    expect((await readJson(expired)).code).toBe('TOKEN_EXPIRED');
    expect(c.hasSession).toBe(false);
  });

  it('redirects a verification link with a callback to /email/verify with the reason on error', async () => {
    const res = await t
      .client()
      .get('/api/auth/verify-email?token=bad&callbackURL=%2Femail%2Fverify');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/email/verify?error=INVALID_TOKEN');
  });
});

describe('password reset', () => {
  it('mails a single-use link to /auth/update-password that sets a new password and ends old sessions', async () => {
    const u = await t.signUp();
    const other = t.client();
    const res = await other.post('/api/auth/request-password-reset', {
      email: u.email,
      redirectTo: '/auth/update-password',
    });
    expect(res.status).toBe(200);
    const mail = await t.smtp.waitFor(u.email, /reset your jobfit password/i);
    const token = linkIn(mail, `${t.baseUrl}/auth/update-password?token=`).searchParams.get(
      'token',
    );
    expect(token).toBeTruthy();

    const reset = await other.post('/api/auth/reset-password', {
      newPassword: 'brand-new-password',
      token,
    });
    expect(reset.status).toBe(200);
    // The old session is gone, the old password fails, the new one works.
    expect((await u.client.get('/api/me/onboarding')).status).toBe(401);
    expect(
      (await t.client().post('/api/auth/sign-in/email', { email: u.email, password: u.password }))
        .status,
    ).toBe(401);
    expect(
      (
        await t
          .client()
          .post('/api/auth/sign-in/email', { email: u.email, password: 'brand-new-password' })
      ).status,
    ).toBe(200);
    // Single use.
    const again = await other.post('/api/auth/reset-password', {
      newPassword: 'third-password-x',
      token,
    });
    expect(again.status).toBe(400);
    expect((await readJson(again)).code).toBe('INVALID_TOKEN');
  });

  it('answers the same for unknown addresses and sends them nothing', async () => {
    const address = email();
    const res = await t.client().post('/api/auth/request-password-reset', {
      email: address,
      redirectTo: '/auth/update-password',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: true });
    await new Promise((r) => setTimeout(r, 300));
    expect(t.smtp.to(address)).toHaveLength(0);
  });

  it('refuses an expired reset token', async () => {
    const u = await t.signUp();
    await t.client().post('/api/auth/request-password-reset', {
      email: u.email,
      redirectTo: '/auth/update-password',
    });
    const mail = await t.smtp.waitFor(u.email, /reset/i);
    const token = linkIn(mail, `${t.baseUrl}/auth/update-password`).searchParams.get('token') ?? '';
    await t.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.identifier, `reset-password:${token}`));
    const res = await t
      .client()
      .post('/api/auth/reset-password', { newPassword: 'never-applied-1', token });
    expect(res.status).toBe(400);
    expect((await readJson(res)).code).toBe('INVALID_TOKEN');
  });

  it('stores only a password hash', async () => {
    const u = await t.signUp();
    const [row] = await t.db.select().from(account).where(eq(account.userId, u.id));
    expect(row?.password).toBeTruthy();
    expect(row?.password).not.toContain(u.password);
  });
});

describe('rate limits and guards', () => {
  it('limits sign-in attempts per client address with 429', async () => {
    const c = t.client();
    const { max } = AUTH_RATE_LIMITS['/sign-in/email'];
    const statuses: number[] = [];
    for (let i = 0; i <= max; i++) {
      const res = await c.post('/api/auth/sign-in/email', {
        email: email(),
        password: 'wrong-password',
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, max).every((s) => s === 401)).toBe(true);
    expect(statuses[max]).toBe(429);
    // Another address is not affected.
    expect(
      (await t.client().post('/api/auth/sign-in/email', { email: email(), password: 'x-password' }))
        .status,
    ).toBe(401);
  });

  it('answers guarded API routes with 401 and the error body when signed out', async () => {
    for (const [method, path] of [
      ['GET', '/api/me/onboarding'],
      ['POST', '/api/me/onboarding'],
      ['GET', '/api/me/plan/is-free'],
    ] as const) {
      const res = await t.client().request(path, { method });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(await res.json()).toEqual({
        error: { code: 'unauthorized', message: 'Sign in to continue.' },
      });
    }
  });

  it('rejects state-changing auth requests with a session cookie from an untrusted origin', async () => {
    const u = await t.signUp();
    const res = await u.client.post(
      '/api/auth/change-password',
      { currentPassword: u.password, newPassword: 'attacker-chosen-1' },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(res.status).toBe(403);
    const signIn = await t
      .client()
      .post('/api/auth/sign-in/email', { email: u.email, password: u.password });
    expect(signIn.status).toBe(200);
  });

  it('rejects cross-site form posts to the API', async () => {
    const u = await t.signUp();
    const res = await u.client.request('/api/me/onboarding', {
      method: 'POST',
      body: 'x=1',
      headers: {
        origin: 'https://evil.example',
        'content-type': 'application/x-www-form-urlencoded',
      },
    });
    expect(res.status).toBe(403);
    expect(await (await u.client.get('/api/me/onboarding')).json()).toBe(false);
  });

  it('slows sign-in failures per account and address down, never locking the owner out', async () => {
    const u = await t.signUp();
    const attacker = t.client();
    const owner = t.client();
    const { freeFailures } = SIGN_IN_DELAY;
    t.clock.set('2026-05-04T10:00:00Z');
    try {
      for (let i = 0; i < freeFailures; i++) {
        const res = await attacker.post('/api/auth/sign-in/email', {
          email: u.email,
          password: `guess-${i}`,
        });
        expect(res.status).toBe(401);
      }
      const slowed = await attacker.post('/api/auth/sign-in/email', {
        email: u.email.toUpperCase(),
        password: u.password,
      });
      expect(slowed.status).toBe(429);
      expect(slowed.headers.get('retry-after')).toBe('1');
      // The owner, from their own address, is not slowed by the attacker's failures.
      const own = await owner.post('/api/auth/sign-in/email', {
        email: u.email,
        password: u.password,
      });
      expect(own.status).toBe(200);
      // After the wait, one more attempt; then twice the wait.
      t.clock.set('2026-05-04T10:00:01Z');
      expect(
        (await attacker.post('/api/auth/sign-in/email', { email: u.email, password: 'x' })).status,
      ).toBe(401);
      const longer = await attacker.post('/api/auth/sign-in/email', {
        email: u.email,
        password: 'y',
      });
      expect(longer.status).toBe(429);
      expect(longer.headers.get('retry-after')).toBe('2');
      // Another account from the attacker's address is not affected.
      const other = await t.signUp();
      expect(
        (
          await attacker.post('/api/auth/sign-in/email', {
            email: other.email,
            password: other.password,
          })
        ).status,
      ).toBe(200);
    } finally {
      t.clock.set(undefined);
    }
  });

  it('signs out every other session on a password change, even when not asked to', async () => {
    const u = await t.signUp();
    const laptop = t.client();
    await laptop.post('/api/auth/sign-in/email', { email: u.email, password: u.password });
    const res = await u.client.post('/api/auth/change-password', {
      currentPassword: u.password,
      newPassword: 'changed-password-1',
      revokeOtherSessions: false,
    });
    expect(res.status).toBe(200);
    expect((await laptop.get('/api/me/onboarding')).status).toBe(401);
    expect((await u.client.get('/api/me/onboarding')).status).toBe(200);
  });

  it('keeps the session in an httpOnly, SameSite=Lax cookie', async () => {
    const u = await t.signUp();
    const res = await t
      .client()
      .post('/api/auth/sign-in/email', { email: u.email, password: u.password });
    const cookie = res.headers.getSetCookie().find((c) => c.includes('session_token='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
  });
});
