// Helpers for `npm run bench:api` and `bench:web`, and for end-to-end tests that need their own
// server (a Pro user, an LLM endpoint): a production server process on a throw-away database, and
// a verified Pro user with a master CV, made through the real API and mail.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { runAdmin } from '../server/src/cli/admin.ts';
import { openDatabase } from '../server/src/db/client.ts';
import { type SeedOptions, seedRows } from '../server/src/test/seed-rows.ts';
import { exited, freePort } from '../server/src/test/server-process.ts';
import { linkIn, type SmtpCapture } from '../server/src/test/smtp-capture.ts';

const root = path.join(import.meta.dirname, '..');

export type DbKind = 'pglite' | 'postgres';

export interface BenchServer {
  url: string;
  env: Record<string, string>;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Stops the server and removes its data folder and database. */
  dispose(): Promise<void>;
  /** The running server's process id (for its CPU time), if it runs. */
  pid(): number | undefined;
}

/** A throw-away PostgreSQL database on the server of `adminUrl`; dropped by the returned function. */
async function createThrowawayDatabase(adminUrl: string) {
  const name = `jobfit_bench_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
  return { url: url.toString(), drop };
}

/** `node server/src/index.ts` with NODE_ENV=production, its own DATA_DIR, logs to a file there. */
export async function createBenchServer(
  kind: DbKind,
  smtp: SmtpCapture,
  options: {
    adminUrl: string;
    logLevel: string;
    profileDir?: string | undefined;
    /** The web build to serve; none by default (API only). */
    webDist?: string;
    /** More settings for the server (an LLM endpoint, say). */
    env?: Record<string, string>;
  },
): Promise<BenchServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `jobfit-bench-${kind}-`));
  const database =
    kind === 'postgres' ? await createThrowawayDatabase(options.adminUrl) : undefined;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: url,
    DATA_DIR: dataDir,
    DATABASE_URL: database?.url ?? '',
    AUTH_SECRET: `bench-secret-${randomUUID()}`,
    SMTP_URL: smtp.url,
    LOG_LEVEL: options.logLevel,
    WEB_DIST: options.webDist ?? path.join(dataDir, 'no-web-build'),
    ...options.env,
  };
  let child: ChildProcess | undefined;

  const start = async () => {
    const log = createWriteStream(path.join(dataDir, 'server.log'), { flags: 'a' });
    const profile = options.profileDir
      ? ['--cpu-prof', `--cpu-prof-dir=${options.profileDir}`]
      : [];
    child = spawn(process.execPath, [...profile, 'server/src/index.ts'], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
    // Ready only once the engine workers are warm: slow on a machine busy with other work.
    const deadline = Date.now() + 300_000;
    for (;;) {
      if (child.exitCode !== null) {
        throw new Error(
          `server exited: ${await readFile(path.join(dataDir, 'server.log'), 'utf8')}`,
        );
      }
      if (
        await fetch(`${url}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return;
      if (Date.now() > deadline) throw new Error('server did not start within 300 s');
      await new Promise((r) => setTimeout(r, 150));
    }
  };
  const stop = async () => {
    if (!child) return;
    child.kill('SIGTERM');
    await exited(child);
    child = undefined;
  };
  return {
    url,
    env,
    start,
    stop,
    pid: () => child?.pid,
    dispose: async () => {
      await stop();
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function call(server: BenchServer, method: string, p: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set('origin', server.url);
  const res = await fetch(`${server.url}${p}`, { ...init, method, headers, redirect: 'manual' });
  if (res.status >= 400) throw new Error(`${method} ${p}: ${res.status} ${await res.text()}`);
  return res;
}

const json = (body: unknown): RequestInit => ({
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json' },
});

export interface BenchUser {
  email: string;
  password: string;
  /** The session cookie, as a Cookie header. */
  cookie: string;
}

/** Signs a user up, verifies it through the captured mail and signs it in. */
export async function signUpVerified(server: BenchServer, smtp: SmtpCapture): Promise<BenchUser> {
  const email = `bench-${randomUUID()}@example.com`;
  const password = `bench-${randomUUID()}`;
  await call(server, 'POST', '/api/auth/sign-up/email', json({ name: 'Bench', email, password }));
  const token = linkIn(await smtp.waitFor(email, /verify/i), `${server.url}/auth/verify`);
  await call(server, 'GET', `/api/auth/verify-email?token=${token.searchParams.get('token')}`);
  return { email, password, cookie: await signIn(server, email, password) };
}

async function signIn(server: BenchServer, email: string, password: string) {
  const res = await call(server, 'POST', '/api/auth/sign-in/email', json({ email, password }));
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** Makes the user Pro with the admin CLI; the server is stopped for it (PGlite has one owner). */
export async function makePro(server: BenchServer, user: BenchUser): Promise<BenchUser> {
  await server.stop();
  if ((await runAdmin(['set-plan', user.email, 'pro'], { ...process.env, ...server.env })) !== 0) {
    throw new Error('admin set-plan failed');
  }
  await server.start();
  return { ...user, cookie: await signIn(server, user.email, user.password) };
}

/** Saves `cvFile` as the user's master CV through upload and review, as the web app does. */
export async function saveMasterCv(server: BenchServer, user: BenchUser, cvFile: string) {
  const { cookie } = user;
  const form = new FormData();
  form.set('file', new Blob([await readFile(cvFile)]), path.basename(cvFile));
  const draft = (await (
    await call(server, 'POST', '/api/cv/upload', { body: form, headers: { cookie } })
  ).json()) as { uploadId: string; resume: unknown };
  await call(server, 'PUT', '/api/cv', {
    ...json({ resume: draft.resume, source: 'upload', uploadId: draft.uploadId }),
    headers: { cookie, 'content-type': 'application/json' },
  });
}

/** POSTs JSON as the signed-in user; throws on a 4xx/5xx answer. */
export async function postAs(server: BenchServer, user: BenchUser, p: string, body: unknown) {
  return call(server, 'POST', p, {
    ...json(body),
    headers: { cookie: user.cookie, 'content-type': 'application/json' },
  });
}

/** The signed-in user's id, from Better Auth's session endpoint. */
export async function userIdOf(server: BenchServer, user: BenchUser): Promise<string> {
  const res = await call(server, 'GET', '/api/auth/get-session', {
    headers: { cookie: user.cookie },
  });
  const body = (await res.json()) as { user?: { id?: string } } | null;
  if (!body?.user?.id) throw new Error('no session for the bench user');
  return body.user.id;
}

/**
 * Writes `options.n` jobs, ~n scans and ~n documents for `userId` straight into the server's
 * database (server/src/test/seed-rows.ts). PGlite has one owner: the server is stopped for it.
 */
export async function seedUserRows(
  server: BenchServer,
  kind: DbKind,
  userId: string,
  options: SeedOptions,
) {
  if (kind === 'pglite') await server.stop();
  const database = await openDatabase({
    databaseUrl: server.env.DATABASE_URL || undefined,
    dataDir: server.env.DATA_DIR ?? '',
  });
  try {
    // No ANALYZE after: rows that arrive over months leave statistics as stale as these (and
    // embedded PGlite has no autovacuum at all), so the plans measured are the ones users get.
    await seedRows(database.db, userId, options);
  } finally {
    await database.close();
  }
  if (kind === 'pglite') await server.start();
}
