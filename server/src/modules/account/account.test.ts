import { deflateSync } from 'node:zlib';
import { DELETE_ACCOUNT_FRESH_SIGN_IN_MINUTES } from '@jobfit/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_DELAY } from '../../auth/auth.ts';
import { account, cv, jobTarget, jobTargetEvent, scan, session, user } from '../../db/schema.ts';
import { SAMPLE_POSTING, samplePdf } from '../../test/cv-files.ts';
import { readJson, type TestClient } from '../../test/http-client.ts';
import { linkIn } from '../../test/smtp-capture.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

/** A real 1×1 PNG. */
function png(): Uint8Array {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = (crcTable[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0]))),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

const uploadAvatar = (client: TestClient, bytes: Uint8Array, name = 'me.png') => {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], name));
  return client.request('/api/account/avatar', { method: 'POST', body: form });
};

async function userWithEverything() {
  const u = await t.signUp({ name: 'Full User' });
  const form = new FormData();
  form.set('file', new File([new Uint8Array(await samplePdf())], 'cv.pdf'));
  const draft = await readJson(
    await u.client.request('/api/cv/upload', { method: 'POST', body: form }),
  );
  await u.client.request('/api/cv', {
    method: 'PUT',
    json: { resume: draft.resume, uploadId: draft.uploadId, source: 'upload' },
  });
  const s = await readJson(await u.client.post('/api/scans', { posting: SAMPLE_POSTING }));
  await u.client.request(`/api/job-targets/${s.jobTargetId}`, {
    method: 'PATCH',
    json: { status: 'applied', notes: 'n' },
  });
  await uploadAvatar(u.client, png());
  return { u, scan: s };
}

describe('profile and avatar', () => {
  it('updates the name through the auth API', async () => {
    const u = await t.signUp();
    const res = await u.client.post('/api/auth/update-user', { name: 'New Name' });
    expect(res.status).toBe(200);
    const s = await readJson(await u.client.get('/api/auth/get-session'));
    expect(s.user.name).toBe('New Name');
    // Role and plan cannot be set by the user.
    await u.client.post('/api/auth/update-user', { role: 'admin', plan: 'pro' });
    const [row] = await t.db.select().from(user).where(eq(user.id, u.id));
    expect(row).toMatchObject({ role: 'user', plan: 'free' });
  });

  it('stores a PNG avatar, serves it to its owner and points the user image at it', async () => {
    const u = await t.signUp();
    const res = await uploadAvatar(u.client, png());
    expect(res.status).toBe(200);
    const { image } = await readJson(res);
    expect(image).toMatch(/^\/api\/account\/avatar\?v=\d+$/);
    const got = await u.client.get(image);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await got.arrayBuffer())).toEqual(png());
    expect((await readJson(await u.client.get('/api/auth/get-session'))).user.image).toBe(image);
    expect((await t.client().get('/api/account/avatar')).status).toBe(401);
    expect((await u.client.request('/api/account/avatar', { method: 'DELETE' })).status).toBe(204);
    expect((await u.client.get('/api/account/avatar')).status).toBe(404);
  });

  it('refuses a non-image named .png with 415 and a large image with 413', async () => {
    const u = await t.signUp();
    const fake = await uploadAvatar(
      u.client,
      new TextEncoder().encode('<svg onload=alert(1)>'),
      'x.png',
    );
    expect(fake.status).toBe(415);
    const big = new Uint8Array(2 * 1024 * 1024 + 100);
    big.set(png());
    expect((await uploadAvatar(u.client, big)).status).toBe(413);
  });
});

describe('e-mail, password and sessions', () => {
  it('changes the e-mail only after the new address is verified', async () => {
    const u = await t.signUp();
    const next = `new-${crypto.randomUUID()}@example.com`;
    const res = await u.client.post('/api/auth/change-email', { newEmail: next });
    expect(res.status).toBe(200);
    const mail = await t.smtp.waitFor(next, /verify/i);
    let [row] = await t.db.select().from(user).where(eq(user.id, u.id));
    expect(row?.email).toBe(u.email);
    const token = linkIn(mail, `${t.baseUrl}/auth/verify?token=`).searchParams.get('token');
    const verified = await u.client.get(`/api/auth/verify-email?token=${token}`);
    expect(verified.status).toBe(200);
    [row] = await t.db.select().from(user).where(eq(user.id, u.id));
    expect(row?.email).toBe(next);
  });

  it('changes the password with the current one and signs out other sessions', async () => {
    const u = await t.signUp();
    const laptop = t.client();
    await laptop.post('/api/auth/sign-in/email', { email: u.email, password: u.password });
    expect((await laptop.get('/api/me/onboarding')).status).toBe(200);
    const wrong = await u.client.post('/api/auth/change-password', {
      currentPassword: 'nope-nope',
      newPassword: 'next-password-1',
    });
    expect(wrong.status).toBe(400);
    const ok = await u.client.post('/api/auth/change-password', {
      currentPassword: u.password,
      newPassword: 'next-password-1',
      revokeOtherSessions: true,
    });
    expect(ok.status).toBe(200);
    expect((await laptop.get('/api/me/onboarding')).status).toBe(401);
    expect((await u.client.get('/api/me/onboarding')).status).toBe(200);
  });

  it('lists active sessions and revokes one', async () => {
    const u = await t.signUp();
    const phone = t.client();
    await phone.post(
      '/api/auth/sign-in/email',
      { email: u.email, password: u.password },
      { headers: { 'user-agent': 'Phone Browser' } },
    );
    const sessions = (await readJson(await u.client.get('/api/auth/list-sessions'))) as {
      token: string;
      userAgent: string | null;
    }[];
    expect(sessions).toHaveLength(2);
    const phoneSession = sessions.find((s) => s.userAgent === 'Phone Browser');
    expect(phoneSession).toBeDefined();
    const res = await u.client.post('/api/auth/revoke-session', { token: phoneSession?.token });
    expect(res.status).toBe(200);
    expect((await phone.get('/api/me/onboarding')).status).toBe(401);
  });
});

describe('my data', () => {
  it('exports everything stored about the user, and nothing of others', async () => {
    const { u, scan: s } = await userWithEverything();
    await userWithEverything();
    const res = await u.client.get('/api/account/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/jobfit-data-\d{4}-\d{2}-\d{2}\.json/);
    const data = await readJson(res);
    expect(data.profile).toMatchObject({ id: u.id, email: u.email, name: 'Full User' });
    expect(data.masterCv.resume.basics.name).toBe('Jordan Example');
    expect(data.scans.map((x: { id: string }) => x.id)).toEqual([s.id]);
    expect(data.jobTargets).toHaveLength(1);
    expect(data.jobTargets[0]).toMatchObject({ id: s.jobTargetId, status: 'applied' });
    expect(data.jobTargetEvents.map((e: { toStatus: string }) => e.toStatus)).toEqual([
      'saved',
      'applied',
    ]);
    expect(data.documents).toEqual([]);
    expect(JSON.stringify(data)).not.toContain('password');
  });

  it('deletes the account with every row and file after the password is given', async () => {
    const { u } = await userWithEverything();
    const other = await userWithEverything();
    // Each has the original CV and an avatar.
    const files = await t.storage.keys(u.id);
    expect(files).toHaveLength(2);
    expect(files).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^${u.id}/[0-9a-f-]{36}$`)),
        `${u.id}/avatar`,
      ]),
    );
    const missing = await u.client.request('/api/account', { method: 'DELETE', json: {} });
    expect(missing.status).toBe(400);
    expect((await readJson(missing)).error.details.password).toEqual(['Enter your password']);
    // The e-mail address alone, as the old dialog sent it, proves nothing.
    const byEmail = await u.client.request('/api/account', {
      method: 'DELETE',
      json: { confirmEmail: u.email },
    });
    expect(byEmail.status).toBe(400);
    const wrong = await u.client.request('/api/account', {
      method: 'DELETE',
      json: { password: 'not-the-password' },
    });
    expect(wrong.status).toBe(400);
    expect((await readJson(wrong)).error.details.password).toEqual(['This is not your password']);
    expect(await t.db.select().from(user).where(eq(user.id, u.id))).toHaveLength(1);

    const res = await u.client.request('/api/account', {
      method: 'DELETE',
      json: { password: u.password },
    });
    expect(res.status).toBe(204);
    for (const table of [cv, scan, jobTarget, jobTargetEvent, session, account] as const) {
      expect(await t.db.select().from(table).where(eq(table.userId, u.id))).toHaveLength(0);
    }
    expect(await t.db.select().from(user).where(eq(user.id, u.id))).toHaveLength(0);
    expect(await t.storage.keys(u.id)).toEqual([]);
    expect((await u.client.get('/api/cv')).status).toBe(401);
    // The other user keeps everything.
    expect((await other.u.client.get('/api/cv')).status).toBe(200);
    expect(await t.storage.keys(other.u.id)).toHaveLength(2);
  });

  it('slows down password guesses on account deletion', async () => {
    const u = await t.signUp();
    const statuses: number[] = [];
    t.clock.set('2026-05-04T10:00:00Z');
    try {
      for (let i = 0; i < SIGN_IN_DELAY.freeFailures + 1; i++) {
        const res = await u.client.request('/api/account', {
          method: 'DELETE',
          json: { password: `guess-${i}` },
        });
        statuses.push(res.status);
      }
    } finally {
      t.clock.set(undefined);
    }
    expect(statuses).toEqual([...Array(SIGN_IN_DELAY.freeFailures).fill(400), 429]);
    expect(await t.db.select().from(user).where(eq(user.id, u.id))).toHaveLength(1);
  });

  it('asks an account without a password (social sign-in) for a fresh sign-in', async () => {
    const u = await t.signUp();
    // What a Google or GitHub account looks like: no credential row.
    await t.db
      .delete(account)
      .where(and(eq(account.userId, u.id), eq(account.providerId, 'credential')));
    const stale = new Date(Date.now() - (DELETE_ACCOUNT_FRESH_SIGN_IN_MINUTES + 1) * 60_000);
    await t.db.update(session).set({ createdAt: stale }).where(eq(session.userId, u.id));
    const old = await u.client.request('/api/account', { method: 'DELETE', json: {} });
    expect(old.status).toBe(403);
    expect((await readJson(old)).error.code).toBe('forbidden');
    expect(await t.db.select().from(user).where(eq(user.id, u.id))).toHaveLength(1);

    await t.db.update(session).set({ createdAt: new Date() }).where(eq(session.userId, u.id));
    const fresh = await u.client.request('/api/account', { method: 'DELETE', json: {} });
    expect(fresh.status).toBe(204);
    expect(await t.db.select().from(user).where(eq(user.id, u.id))).toHaveLength(0);
  });
});
