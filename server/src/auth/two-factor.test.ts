import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twoFactor, user } from '../db/schema.ts';
import type { TestClient } from '../test/http-client.ts';
import { readJson } from '../test/http-client.ts';
import { createTestContext, type TestContext, type TestUser } from '../test/test-context.ts';
import { SIGN_IN_DELAY, TWO_FACTOR_LOCKOUT } from './auth.ts';

// Two-factor sign-in and sessions through the real Better Auth plugins (decision 180). The codes
// are computed here by RFC 6238 from the secret in the otpauth URI, as an authenticator app would.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

function base32Decode(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    const value = alphabet.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((b) => parseInt(b, 2)));
}

/** RFC 6238 TOTP (HMAC-SHA-1, 30 s, 6 digits) for the secret of an otpauth:// URI. */
function totp(uri: string, at = Date.now()): string {
  const url = new URL(uri);
  const key = base32Decode(url.searchParams.get('secret') ?? '');
  const period = Number(url.searchParams.get('period') ?? 30);
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / period)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 1_000_000).padStart(6, '0');
}

/** A code that is certainly not the current one (nor the neighbouring periods'). */
function wrongCode(uri: string): string {
  const near = [-30_000, 0, 30_000].map((d) => totp(uri, Date.now() + d));
  let n = 0;
  while (near.includes(String(n).padStart(6, '0'))) n++;
  return String(n).padStart(6, '0');
}

async function enrol(u: TestUser): Promise<{ uri: string; backupCodes: string[] }> {
  const enabled = await u.client.post('/api/auth/two-factor/enable', { password: u.password });
  expect(enabled.status).toBe(200);
  const body = await readJson(enabled);
  expect(body.totpURI).toMatch(/^otpauth:\/\/totp\/Jobfit:/);
  expect(body.backupCodes).toHaveLength(10);
  const verified = await u.client.post('/api/auth/two-factor/verify-totp', {
    code: totp(body.totpURI),
  });
  expect(verified.status).toBe(200);
  return { uri: body.totpURI, backupCodes: body.backupCodes };
}

/** Signs in with the password on a new device; returns the client, waiting for its second step. */
async function passwordStep(u: TestUser): Promise<TestClient> {
  const c = t.client();
  const res = await c.post('/api/auth/sign-in/email', { email: u.email, password: u.password });
  expect(res.status).toBe(200);
  expect(await readJson(res)).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
  expect(c.hasSession).toBe(false);
  return c;
}

const sessionUserOf = async (c: TestClient) =>
  (await readJson(await c.get('/api/auth/get-session')))?.user ?? null;

describe('TOTP enrolment and sign-in', () => {
  it('turns two-factor on only once a code from the new secret is confirmed', async () => {
    const u = await t.signUp();
    const enabled = await u.client.post('/api/auth/two-factor/enable', { password: u.password });
    const { totpURI } = await readJson(enabled);
    expect(await sessionUserOf(u.client)).toMatchObject({ twoFactorEnabled: false });

    const wrong = await u.client.post('/api/auth/two-factor/verify-totp', {
      code: wrongCode(totpURI),
    });
    expect(wrong.status).toBe(401);
    expect(await readJson(wrong)).toMatchObject({ code: 'INVALID_CODE' });

    const right = await u.client.post('/api/auth/two-factor/verify-totp', {
      code: totp(totpURI),
    });
    expect(right.status).toBe(200);
    expect(await sessionUserOf(u.client)).toMatchObject({ twoFactorEnabled: true });
    const [row] = await t.db.select().from(twoFactor).where(eq(twoFactor.userId, u.id));
    expect(row?.verified).toBe(true);
    // Stored encrypted: neither the secret nor a backup code appears as is.
    expect(row?.secret).not.toContain(new URL(totpURI).searchParams.get('secret'));
  });

  it('refuses to enrol without the right password', async () => {
    const u = await t.signUp();
    const res = await u.client.post('/api/auth/two-factor/enable', { password: 'not-it-at-all' });
    expect(res.status).toBe(400);
    expect(await readJson(res)).toMatchObject({ code: 'INVALID_PASSWORD' });
  });

  it('asks for a code after the password, rejects a wrong one and signs in with the right one', async () => {
    const u = await t.signUp();
    const { uri } = await enrol(u);
    const c = await passwordStep(u);

    const wrong = await c.post('/api/auth/two-factor/verify-totp', { code: wrongCode(uri) });
    expect(wrong.status).toBe(401);
    expect(await readJson(wrong)).toMatchObject({ code: 'INVALID_CODE' });
    expect(c.hasSession).toBe(false);

    const right = await c.post('/api/auth/two-factor/verify-totp', { code: totp(uri) });
    expect(right.status).toBe(200);
    expect(c.hasSession).toBe(true);
    expect(await sessionUserOf(c)).toMatchObject({ id: u.id, twoFactorEnabled: true });
  });

  it('slows wrong codes per account and address, and ends the sign-in after five', async () => {
    const u = await t.signUp();
    const { uri } = await enrol(u);
    const c = await passwordStep(u);
    for (let i = 0; i < SIGN_IN_DELAY.freeFailures; i++) {
      const res = await c.post('/api/auth/two-factor/verify-totp', { code: wrongCode(uri) });
      expect(res.status).toBe(401);
    }
    const slowed = await c.post('/api/auth/two-factor/verify-totp', { code: totp(uri) });
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await readJson(slowed)).toMatchObject({ code: 'TOO_MANY_REQUESTS' });

    // The owner, signing in from another address, is not slowed down.
    const owner = await passwordStep(u);
    expect((await owner.post('/api/auth/two-factor/verify-totp', { code: totp(uri) })).status).toBe(
      200,
    );

    // Once the wait is over, that sign-in has had its five codes: the password is asked again.
    t.clock.set(new Date(Date.now() + 5_000));
    try {
      const after = await c.post('/api/auth/two-factor/verify-totp', { code: totp(uri) });
      expect(after.status).toBe(400);
      expect(await readJson(after)).toMatchObject({ code: 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE' });
      expect(c.hasSession).toBe(false);
    } finally {
      t.clock.set(undefined);
    }
  });

  it('locks the second step of an account after repeated failures, across sign-ins', async () => {
    const u = await t.signUp();
    const { uri } = await enrol(u);
    let failures = 0;
    while (failures < TWO_FACTOR_LOCKOUT.maxFailedAttempts) {
      const c = await passwordStep(u);
      for (let i = 0; i < 5 && failures < TWO_FACTOR_LOCKOUT.maxFailedAttempts; i++, failures++) {
        expect(
          (await c.post('/api/auth/two-factor/verify-totp', { code: wrongCode(uri) })).status,
        ).toBe(401);
      }
    }
    const c = await passwordStep(u);
    const locked = await c.post('/api/auth/two-factor/verify-totp', { code: totp(uri) });
    expect(locked.status).toBe(429);
    expect(await readJson(locked)).toMatchObject({ code: 'ACCOUNT_TEMPORARILY_LOCKED' });
    expect(c.hasSession).toBe(false);
  });
});

describe('backup codes', () => {
  it('signs in with a backup code once; the same code is refused the second time', async () => {
    const u = await t.signUp();
    const { backupCodes } = await enrol(u);
    const code = backupCodes[0]!;

    const first = await passwordStep(u);
    const used = await first.post('/api/auth/two-factor/verify-backup-code', { code });
    expect(used.status).toBe(200);
    expect(first.hasSession).toBe(true);

    const second = await passwordStep(u);
    const again = await second.post('/api/auth/two-factor/verify-backup-code', { code });
    expect(again.status).toBe(401);
    expect(await readJson(again)).toMatchObject({ code: 'INVALID_BACKUP_CODE' });
    expect(second.hasSession).toBe(false);
  });

  it('regenerates the codes with the password; the old ones stop working', async () => {
    const u = await t.signUp();
    const { backupCodes } = await enrol(u);
    const res = await u.client.post('/api/auth/two-factor/generate-backup-codes', {
      password: u.password,
    });
    expect(res.status).toBe(200);
    const fresh: string[] = (await readJson(res)).backupCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(backupCodes[0]);

    const c = await passwordStep(u);
    const old = await c.post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] });
    expect(old.status).toBe(401);
    const ok = await c.post('/api/auth/two-factor/verify-backup-code', { code: fresh[0] });
    expect(ok.status).toBe(200);
  });
});

describe('turning two-factor off', () => {
  it('needs the password, then signs in with the password alone', async () => {
    const u = await t.signUp();
    await enrol(u);
    const refused = await u.client.post('/api/auth/two-factor/disable', { password: 'nope-nope' });
    expect(refused.status).toBe(400);

    const res = await u.client.post('/api/auth/two-factor/disable', { password: u.password });
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(user).where(eq(user.id, u.id));
    expect(row?.twoFactorEnabled).toBe(false);
    expect(await t.db.select().from(twoFactor).where(eq(twoFactor.userId, u.id))).toEqual([]);

    const c = t.client();
    const signIn = await c.post('/api/auth/sign-in/email', {
      email: u.email,
      password: u.password,
    });
    expect(signIn.status).toBe(200);
    expect(c.hasSession).toBe(true);
  });
});

describe('sessions', () => {
  it('lists the sessions of the account and revokes one, then all the others', async () => {
    const u = await t.signUp();
    const devices = [t.client(), t.client()];
    for (const d of devices) {
      const res = await d.post('/api/auth/sign-in/email', { email: u.email, password: u.password });
      expect(res.status).toBe(200);
    }
    const listed = await u.client.get('/api/auth/list-sessions');
    expect(listed.status).toBe(200);
    const sessions: { token: string; ipAddress: string }[] = await readJson(listed);
    expect(sessions.map((s) => s.ipAddress).sort()).toEqual(
      [u.client.ip, ...devices.map((d) => d.ip)].sort(),
    );

    const first = sessions.find((s) => s.ipAddress === devices[0]!.ip)!;
    const revoked = await u.client.post('/api/auth/revoke-session', { token: first.token });
    expect(revoked.status).toBe(200);
    expect(await sessionUserOf(devices[0]!)).toBeNull();
    expect(await sessionUserOf(devices[1]!)).toMatchObject({ id: u.id });

    const others = await u.client.post('/api/auth/revoke-other-sessions', {});
    expect(others.status).toBe(200);
    expect(await sessionUserOf(devices[1]!)).toBeNull();
    expect(await sessionUserOf(u.client)).toMatchObject({ id: u.id });
    expect(await readJson(await u.client.get('/api/auth/list-sessions'))).toHaveLength(1);
  });

  it("cannot revoke another account's session", async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    const [bSession] = await readJson(await b.client.get('/api/auth/list-sessions'));
    await a.client.post('/api/auth/revoke-session', { token: bSession.token });
    expect(await sessionUserOf(b.client)).toMatchObject({ id: b.id });
  });
});

describe('passkeys', () => {
  it('offers registration options for the signed-in user and lists no passkeys yet', async () => {
    const u = await t.signUp();
    const options = await u.client.get('/api/auth/passkey/generate-register-options');
    expect(options.status).toBe(200);
    expect(await readJson(options)).toMatchObject({
      rp: { name: 'Jobfit', id: '127.0.0.1' },
      user: { name: u.email },
    });
    const list = await u.client.get('/api/auth/passkey/list-user-passkeys');
    expect(await readJson(list)).toEqual([]);
    const signedOut = await t.client().get('/api/auth/passkey/generate-register-options');
    expect(signedOut.status).toBe(401);
  });
});
