import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { Writable } from 'node:stream';
import { loadEnv } from '../env.ts';
import { createBilling } from '../lib/billing.ts';
import { createLogger } from '../lib/logger.ts';
import { createEnginePool, type EnginePool } from '../lib/scan-pool.ts';
import { startServer } from '../server.ts';
import { TestClient } from './http-client.ts';
import { linkIn, startSmtpCapture } from './smtp-capture.ts';
import { createTestDatabase } from './test-database.ts';

// One engine pool per test process, as a server process has one (decision 194): test servers
// come and go by the dozen in a file, their worker threads need not. Starting and stopping worker
// threads beside the embedded database's WebAssembly for every test server made Node's V8 abort
// now and then while freeing WebAssembly code (decision 200). Idle workers do not keep the
// process alive.
let sharedEngine: EnginePool | undefined;

export interface TestUser {
  id: string;
  name: string;
  email: string;
  password: string;
  /** Signed in. */
  client: TestClient;
}

let ipCounter = 0;

/** Stripe settings for tests: no request reaches Stripe; webhooks are signed locally. */
export const TEST_STRIPE = {
  secretKey: 'sk_test_jobfit_local',
  webhookSecret: 'whsec_jobfit_local_test_secret',
  priceId: 'price_jobfit_pro',
};

/**
 * The real server on a free 127.0.0.1 port, with a fresh migrated database (PGlite, or
 * PostgreSQL under JOBFIT_TEST_DB=postgres) and a real SMTP capture. Every test file makes its own.
 *
 * @example const t = await createTestContext(); const alice = await t.signUp();
 */
export async function createTestContext(
  options: { smtp?: boolean; billing?: boolean; env?: Record<string, string> } = {},
) {
  const database = await createTestDatabase();
  const smtp = await startSmtpCapture();
  const logs: Record<string, unknown>[] = [];
  const logStream = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logs.push(JSON.parse(line));
      done();
    },
  });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = loadEnv({
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: baseUrl,
    AUTH_SECRET: `test-secret-${randomUUID()}`,
    DATA_DIR: `/tmp/jobfit-test-${randomUUID()}`,
    SMTP_URL: options.smtp === false ? '' : smtp.url,
    TRUST_PROXY: 'true',
    WEB_DIST: '/nonexistent',
    LOG_LEVEL: 'info',
    // Files where a deployment on that database keeps them by default: the folder beside PGlite,
    // the database on PostgreSQL (decision 178).
    FILE_STORAGE: process.env.JOBFIT_TEST_DB === 'postgres' ? 'database' : 'folder',
    ...options.env,
  });
  // A clock the tests can move (quota months); it follows real time until set.
  let fixedNow: Date | undefined;
  const clock = {
    now: () => fixedNow ?? new Date(),
    set: (at: Date | string | undefined) => {
      fixedNow = at === undefined ? undefined : new Date(at);
    },
  };
  const server = await startServer(env, createLogger('info', logStream), {
    database,
    engine: (sharedEngine ??= createEnginePool()),
    now: clock.now,
    ...(options.billing ? { billing: createBilling(TEST_STRIPE, baseUrl) } : {}),
  });
  // As a load balancer would, the tests start once the server reports ready: its scan workers warm.
  while (!server.engine.isReady()) await new Promise((r) => setTimeout(r, 50));

  /** A new browser-like client with its own cookie jar and its own IP address. */
  const client = () =>
    new TestClient(baseUrl, `10.0.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`);

  /** Signs up through the real flow: form, verification e-mail, link; returns a signed-in user. */
  async function signUp(
    fields: Partial<Pick<TestUser, 'name' | 'email' | 'password'>> = {},
  ): Promise<TestUser> {
    const name = fields.name ?? 'Test User';
    const email = fields.email ?? `user-${randomUUID()}@example.com`;
    const password = fields.password ?? `pw-${randomUUID()}`;
    const c = client();
    const res = await c.post('/api/auth/sign-up/email', { name, email, password });
    if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
    const mail = await smtp.waitFor(email, /verify/i);
    const token = linkIn(mail, `${baseUrl}/auth/verify`).searchParams.get('token');
    const verified = await c.get(`/api/auth/verify-email?token=${encodeURIComponent(token ?? '')}`);
    if (verified.status !== 200) throw new Error(`verification failed: ${verified.status}`);
    const session = await c.get('/api/auth/get-session');
    const body = (await session.json()) as { user: { id: string } };
    return { id: body.user.id, name, email, password, client: c };
  }

  return {
    app: server.app,
    baseUrl,
    /** METRICS_PORT's listener, when the options' env set one. */
    metricsPort: server.metricsPort,
    env,
    db: database.db,
    database,
    /** The server's file storage (FILE_STORAGE). */
    storage: server.storage,
    smtp,
    logs,
    clock,
    client,
    signUp,
    close: async () => {
      await server.close();
      await database.close();
      await smtp.close();
    },
  };
}

export type TestContext = Awaited<ReturnType<typeof createTestContext>>;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}
