import { mkdtemp, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveAuthSecret } from './auth/secret.ts';
import { InvalidEnvError, loadEnv } from './env.ts';
import { createLogger } from './lib/logger.ts';
import { startServer } from './server.ts';
import { createTestContext, type TestContext } from './test/test-context.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('API basics', () => {
  it('answers /api/health with the database up', async () => {
    const res = await t.client().get('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown API paths with 404 and the error body', async () => {
    for (const p of ['/api/nothing', '/api/health/extra', '/api']) {
      const res = await t.client().get(p);
      expect(res.status, p).toBe(404);
      expect(await res.json()).toEqual({
        error: { code: 'not_found', message: 'No such API route.' },
      });
    }
  });

  it('sends security headers and a request id', async () => {
    const res = await t.client().get('/api/health');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('logs each request as structured JSON with its request id', async () => {
    const res = await t.client().get('/api/health');
    const id = res.headers.get('x-request-id');
    const line = t.logs.find((l) => l.requestId === id && l.msg === 'request');
    expect(line).toMatchObject({ method: 'GET', path: '/api/health', status: 200 });
  });
});

describe('/api/me', () => {
  it('reports onboarding as not complete, then complete after POST, idempotently', async () => {
    const u = await t.signUp();
    expect(await (await u.client.get('/api/me/onboarding')).json()).toBe(false);
    const done = await u.client.post('/api/me/onboarding');
    expect(done.status).toBe(200);
    expect(await done.json()).toBe(true);
    expect(await (await u.client.get('/api/me/onboarding')).json()).toBe(true);
    expect(await (await u.client.post('/api/me/onboarding')).json()).toBe(true);
  });

  it('keeps one user’s onboarding apart from another’s', async () => {
    const [alice, bob] = [await t.signUp(), await t.signUp()];
    await alice.client.post('/api/me/onboarding');
    expect(await (await bob.client.get('/api/me/onboarding')).json()).toBe(false);
  });

  it('reports a new user as on the free plan', async () => {
    const u = await t.signUp();
    const res = await u.client.get('/api/me/plan/is-free');
    expect(await res.json()).toBe(true);
  });
});

describe('configuration', () => {
  it('has the documented defaults', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      port: 3000,
      dataDir: path.resolve('./data'),
      appUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      smtpUrl: undefined,
    });
  });

  it('stops with a message naming every invalid variable', () => {
    expect(() => loadEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', AUTH_SECRET: 'short' })).toThrow(
      InvalidEnvError,
    );
    try {
      loadEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', AUTH_SECRET: 'short' });
    } catch (err) {
      const message = (err as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL: must start with postgres://');
      expect(message).toContain('AUTH_SECRET: must be at least 32 characters');
    }
  });

  it('generates an auth secret once and keeps it private in the data directory', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'jobfit-secret-'));
    const first = await resolveAuthSecret(undefined, dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(await resolveAuthSecret(undefined, dir)).toBe(first);
    expect((await stat(path.join(dir, 'auth-secret'))).mode & 0o777).toBe(0o600);
    expect(await resolveAuthSecret('x'.repeat(40), dir)).toBe('x'.repeat(40));
  });
});

describe('without SMTP', () => {
  it('writes each mail with its full link to the log', async () => {
    const noSmtp = await createTestContext({ smtp: false });
    try {
      const address = `log-${crypto.randomUUID()}@example.com`;
      await noSmtp
        .client()
        .post('/api/auth/sign-up/email', { name: 'Lo', email: address, password: 'pass-word-9' });
      const line = noSmtp.logs.find((l) => (l.mail as { to?: string } | undefined)?.to === address);
      expect(String(line?.msg)).toMatch(
        new RegExp(`${noSmtp.baseUrl}/auth/verify\\?token=[\\w.-]+`),
      );
      expect(noSmtp.smtp.messages).toHaveLength(0);
    } finally {
      await noSmtp.close();
    }
  });
});

describe('embedded database and web app', () => {
  it('keeps data across a restart and serves the web build with history fallback', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'jobfit-restart-'));
    const webDist = path.join(dataDir, 'web');
    await mkdir(path.join(webDist, 'assets'), { recursive: true });
    await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Jobfit</title>');
    await writeFile(path.join(webDist, 'assets', 'app.js'), 'console.log(1)');
    const env = loadEnv({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      APP_URL: 'http://127.0.0.1',
    });
    const logger = createLogger('silent');

    const first = await startServer(env, logger);
    const base = `http://127.0.0.1:${first.port}`;
    const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1' },
      body: JSON.stringify({
        name: 'Persisted',
        email: 'persist@example.com',
        password: 'pass-word-3',
      }),
    });
    expect(signUp.status).toBe(200);
    await first.close();

    const second = await startServer(env, logger);
    const again = `http://127.0.0.1:${second.port}`;
    try {
      const dup = await fetch(`${again}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1' },
        body: JSON.stringify({ email: 'persist@example.com', password: 'pass-word-3' }),
      });
      // The account survived: it exists but is not verified yet.
      expect(dup.status).toBe(403);

      const page = await fetch(`${again}/job-analyzer/results/123`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<title>Jobfit</title>');
      const asset = await fetch(`${again}/assets/app.js`);
      expect(asset.status).toBe(200);
      expect(asset.headers.get('cache-control')).toContain('immutable');
      expect((await fetch(`${again}/assets/missing.js`)).status).toBe(404);
      expect((await fetch(`${again}/favicon.png`)).status).toBe(404);
      expect((await fetch(`${again}/api/unknown`)).status).toBe(404);
    } finally {
      await second.close();
    }
    expect(
      (await readFile(path.join(dataDir, 'auth-secret'), 'utf8')).trim().length,
    ).toBeGreaterThan(32);
  });
});
