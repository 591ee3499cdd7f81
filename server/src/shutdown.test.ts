import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { type ClientRequest, request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { readJson } from './test/http-client.ts';
import { exited, freePort, startServerProcess } from './test/server-process.ts';

// Decision 176: `node server/src/index.ts` as `npm start` runs it. Not ready until its engine
// workers are warm; on SIGTERM it refuses new connections, lets the request in flight answer,
// closes the workers and the database and exits 0; past SHUTDOWN_TIMEOUT_MS it cuts what is left.
const children: ChildProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of children) c.kill('SIGKILL');
  for (const c of cleanups) await c();
});

/** The environment of a server on its own database: PGlite in a temporary folder or PostgreSQL. */
async function serverEnv(port: number, extra: Record<string, string> = {}) {
  let databaseUrl = '';
  if (process.env.JOBFIT_TEST_DB === 'postgres' && process.env.DATABASE_URL) {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const name = `jobfit_shutdown_${randomUUID().replaceAll('-', '')}`;
    await admin.query(`create database ${name}`);
    cleanups.push(async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    });
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  return {
    APP_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: databaseUrl,
    DATA_DIR: await mkdtemp(path.join(tmpdir(), 'jobfit-shutdown-')),
    AUTH_SECRET: `shutdown-secret-${randomUUID()}`,
    SMTP_URL: '',
    LOG_LEVEL: 'info',
    WEB_DIST: '/nonexistent',
    ...extra,
  };
}

/** The exit of a child: code and signal. */
const exitOf = (child: ChildProcess) =>
  exited(child).then(() => ({ code: child.exitCode, signal: child.signalCode }));

/** Whether a new TCP connection to the port is refused. */
const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'ECONNREFUSED'));
  });

async function until(condition: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 20_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * A sign-up whose JSON body is sent in two parts: it is in flight once the server has answered
 * `100 Continue` (it parsed the headers and routed the request), and answers once `finish` sends
 * the rest.
 */
async function slowSignUp(port: number) {
  const body = Buffer.from(
    JSON.stringify({
      name: 'Slow Sender',
      email: `slow-${randomUUID()}@example.com`,
      password: `pw-${randomUUID()}`,
    }),
  );
  const half = Math.floor(body.length / 2);
  const req: ClientRequest = request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/auth/sign-up/email',
    headers: {
      'content-type': 'application/json',
      'content-length': String(body.length),
      origin: `http://127.0.0.1:${port}`,
      expect: '100-continue',
    },
  });
  const answer = new Promise<{ status: number; connection?: string; body: string }>(
    (resolve, reject) => {
      req.once('error', reject);
      req.once('response', (res) => {
        let text = '';
        res.on('data', (d) => (text += String(d)));
        res.once('error', reject);
        res.once('end', () =>
          resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body: text }),
        );
      });
    },
  );
  answer.catch(() => {}); // awaited by the test; a cut is its expected outcome in one case
  await new Promise<void>((resolve) => req.once('continue', () => resolve()));
  req.write(body.subarray(0, half));
  return {
    answer,
    finish: () => req.end(body.subarray(half)),
  };
}

describe('the server process', () => {
  it(
    'is live at once, ready when its workers are warm, and on SIGTERM finishes the request in flight and exits 0',
    { timeout: 120_000 },
    async () => {
      const port = await freePort();
      const server = await startServerProcess(await serverEnv(port), port, {
        waitFor: '/api/health/live',
        pollMs: 20,
      });
      children.push(server);
      let output = '';
      server.stdout?.on('data', (d) => (output += String(d)));

      // The engine takes seconds to load in the workers; it has only just begun.
      const first = await fetch(`http://127.0.0.1:${port}/api/health/ready`);
      expect(first.status).toBe(503);
      expect((await readJson(first)).error.details).toEqual({
        failed: ['workers'],
        checks: { database: 'ok', migrations: 'ok', workers: 'failed' },
      });
      await until(
        async () => (await fetch(`http://127.0.0.1:${port}/api/health/ready`)).status === 200,
        'ready',
      );

      const slow = await slowSignUp(port);
      const exit = exitOf(server);
      server.kill('SIGTERM');
      await until(() => refused(port), 'new connections refused');
      expect(server.exitCode).toBeNull(); // still finishing the request
      slow.finish();
      const answer = await slow.answer;
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body).user.name).toBe('Slow Sender');
      expect(answer.connection).toBe('close');
      expect(await exit).toEqual({ code: 0, signal: null });
      expect(await refused(port)).toBe(true);
      expect(output).toContain('"msg":"shutting down"');
      expect(output).toContain('"msg":"shut down"');
      expect(output).not.toContain('requests cut');
    },
  );

  it(
    'cuts a request still open after SHUTDOWN_TIMEOUT_MS and still exits 0',
    { timeout: 120_000 },
    async () => {
      const port = await freePort();
      const server = await startServerProcess(
        await serverEnv(port, { SHUTDOWN_TIMEOUT_MS: '300' }),
        port,
      );
      children.push(server);
      let output = '';
      server.stdout?.on('data', (d) => (output += String(d)));

      const stuck = await slowSignUp(port); // never finished
      const exit = exitOf(server);
      server.kill('SIGTERM');
      await expect(stuck.answer).rejects.toThrow(/socket hang up|ECONNRESET/);
      expect(await exit).toEqual({ code: 0, signal: null });
      expect(output).toContain('"msg":"shutdown: requests cut at the timeout"');
      expect(output).toContain('"cut":1');
    },
  );

  it(
    "keeps an idle keep-alive connection past the clients' idle time, and closes it at once on SIGTERM",
    { timeout: 120_000 },
    async () => {
      const port = await freePort();
      const server = await startServerProcess(await serverEnv(port), port);
      children.push(server);

      // One socket, two requests 6 s apart: Node's default keep-alive (5 s, the same as its
      // clients' pooled-socket idle time) would have closed it, and a client reusing it in that
      // instant gets ECONNRESET.
      const socket = connect(port, '127.0.0.1');
      let closed = false;
      let received = '';
      socket.on('data', (d) => (received += String(d)));
      socket.once('close', () => (closed = true));
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      const ask = () =>
        socket.write(
          `GET /api/health/live HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: keep-alive\r\n\r\n`,
        );
      const answers = () => received.match(/HTTP\/1\.1 200 /g)?.length ?? 0;
      ask();
      await until(async () => answers() === 1, 'first answer');
      await new Promise((r) => setTimeout(r, 6_000));
      expect(closed).toBe(false);
      ask();
      await until(async () => answers() === 2, 'second answer on the same socket');

      const exit = exitOf(server);
      const killedAt = Date.now();
      server.kill('SIGTERM');
      await until(async () => closed, 'idle connection closed');
      expect(Date.now() - killedAt).toBeLessThan(5_000);
      expect(await exit).toEqual({ code: 0, signal: null });
    },
  );
});
