import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { CvDraft, Scan } from '@jobfit/contracts';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { SIGN_IN_DELAY } from './auth/auth.ts';
import { SAMPLE_POSTING, samplePdf } from './test/cv-files.ts';
import { readJson, TestClient } from './test/http-client.ts';
import { exited, freePort, startServerProcess } from './test/server-process.ts';
import { linkIn, startSmtpCapture } from './test/smtp-capture.ts';

// Two server processes on different ports sharing one PostgreSQL serve the same signed-in
// user: sessions, data and rate limits live in the database, not in a process, and so do
// uploaded files (decision 178); each process has a data folder of its own, as two
// machines would.
const children: ChildProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of children) c.kill('SIGKILL');
  for (const c of cleanups) await c();
});

/** A client that sends each request to the next server in turn, like a round-robin balancer. */
class Balanced extends TestClient {
  private readonly ports: number[];
  private n = 0;
  private pinned: number | undefined;
  constructor(appUrl: string, ip: string, ports: number[]) {
    super(appUrl, ip);
    this.ports = ports;
  }
  /** Sends the next request to this server (its index) instead of the next in turn. */
  at(server: number): this {
    this.pinned = server;
    return this;
  }
  override async request(path: string, init: RequestInit & { json?: unknown } = {}) {
    const port = this.ports[this.pinned ?? this.n++ % this.ports.length];
    this.pinned = undefined;
    const headers = new Headers(init.headers);
    headers.set('origin', this.baseUrl);
    return super.request(`http://127.0.0.1:${port}${path}`, { ...init, headers });
  }
}

describe.runIf(process.env.JOBFIT_TEST_DB === 'postgres' && process.env.DATABASE_URL)(
  'scale-out',
  () => {
    it('serves one user from two processes on one PostgreSQL', { timeout: 180_000 }, async () => {
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      const name = `jobfit_scale_${randomUUID().replaceAll('-', '')}`;
      await admin.query(`create database ${name}`);
      cleanups.push(async () => {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      });
      const url = new URL(process.env.DATABASE_URL ?? '');
      url.pathname = `/${name}`;
      const smtp = await startSmtpCapture();
      cleanups.push(() => smtp.close());

      // Behind a balancer both processes have one public URL and one secret.
      const appUrl = 'http://jobfit.test';
      // FILE_STORAGE is left to its default: the database, since DATABASE_URL is set.
      const env = {
        APP_URL: appUrl,
        DATABASE_URL: url.toString(),
        AUTH_SECRET: `scale-out-secret-${randomUUID()}`,
        SMTP_URL: smtp.url,
        TRUST_PROXY: 'true',
        LOG_LEVEL: 'silent',
        WEB_DIST: '/nonexistent',
      };
      const ports = [await freePort(), await freePort()];
      const dataDirs = ports.map(() => `/tmp/jobfit-scale-${randomUUID()}`);
      // Started together: the migrations run once, under the advisory lock.
      const servers = await Promise.all(
        ports.map((p, i) => startServerProcess({ ...env, DATA_DIR: dataDirs[i] ?? '' }, p)),
      );
      children.push(...servers);

      const client = new Balanced(appUrl, '10.8.0.1', ports);
      const email = `scale-${randomUUID()}@example.com`;
      expect(
        (
          await client.post('/api/auth/sign-up/email', {
            name: 'Scale',
            email,
            password: 'scale-password-1',
          })
        ).status,
      ).toBe(200);
      const token = linkIn(
        await smtp.waitFor(email, /verify/i),
        `${appUrl}/auth/verify`,
      ).searchParams.get('token');
      expect((await client.get(`/api/auth/verify-email?token=${token}`)).status).toBe(200);

      // A CV file uploaded on A is read back, byte for byte, from B; saved on B, the master CV's
      // original is served by A; B scans it. Neither process wrote a file to its own folder.
      const [A, B] = [0, 1];
      const pdf = await samplePdf();
      const form = new FormData();
      form.set('file', new File([new Uint8Array(pdf)], 'scale.pdf', { type: 'application/pdf' }));
      const uploaded = await client.at(A).request('/api/cv/upload', { method: 'POST', body: form });
      expect(uploaded.status).toBe(201);
      const draft = CvDraft.parse(await readJson(uploaded));
      const review = await client.at(B).get(`/api/cv/uploads/${draft.uploadId}/file`);
      expect(review.status).toBe(200);
      expect(review.headers.get('content-type')).toBe('application/pdf');
      expect(new Uint8Array(await review.arrayBuffer())).toEqual(pdf);
      const saved = await client.at(B).request('/api/cv', {
        method: 'PUT',
        json: { resume: draft.resume, uploadId: draft.uploadId },
      });
      expect(saved.status).toBe(200);
      const original = await client.at(A).get('/api/cv/file');
      expect(original.status).toBe(200);
      expect(new Uint8Array(await original.arrayBuffer())).toEqual(pdf);
      const scanned = await client.at(B).post('/api/scans', { posting: SAMPLE_POSTING });
      expect(scanned.status).toBe(201);
      const fileScan = Scan.parse(await readJson(scanned));
      // The scan read the uploaded CV, which names PostgreSQL as the posting asks.
      expect(fileScan.result.keywords).toContainEqual(
        expect.objectContaining({ name: 'PostgreSQL', status: 'matched' }),
      );
      expect((await client.at(A).get(`/api/scans/${fileScan.id}`)).status).toBe(200);
      for (const dir of dataDirs) expect(existsSync(path.join(dir, 'files'))).toBe(false);

      // Every request alternates between the two processes.
      const resume = {
        basics: { name: 'Scale Out', email },
        work: [],
        education: [],
        skills: [{ name: 'x', keywords: ['TypeScript'] }],
      };
      expect((await client.request('/api/cv', { method: 'PUT', json: { resume } })).status).toBe(
        200,
      );
      expect((await readJson(await client.get('/api/cv'))).resume.basics.name).toBe('Scale Out');
      const scan = await readJson(await client.post('/api/scans', { posting: SAMPLE_POSTING }));
      for (let i = 0; i < 4; i++) {
        expect((await client.get(`/api/scans/${scan.id}`)).status).toBe(200);
      }

      // Rate limits are shared: failures on one account from one address, spread over both
      // processes, add up (the waits double: 1 s, 2 s, 4 s… so one of these is refused).
      const attacker = new Balanced(appUrl, '10.8.0.2', ports);
      const statuses: number[] = [];
      for (let i = 0; i < SIGN_IN_DELAY.freeFailures + 4; i++) {
        const res = await attacker.request('/api/auth/sign-in/email', {
          method: 'POST',
          json: { email, password: `wrong-${i}` },
          headers: { 'x-forwarded-for': '10.8.1.1' },
        });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, SIGN_IN_DELAY.freeFailures)).not.toContain(429);
      expect(statuses).toContain(429);

      // Signing out on B ends the session on A: A is asked with the token the client held.
      const sessionToken = client.cookie('better-auth.session_token');
      expect(sessionToken).toMatch(/\S{20,}/);
      const withToken = () =>
        fetch(`http://127.0.0.1:${ports[A]}/api/cv`, {
          headers: { cookie: `better-auth.session_token=${sessionToken}`, origin: appUrl },
        });
      expect((await withToken()).status).toBe(200);
      expect((await client.at(B).post('/api/auth/sign-out')).status).toBe(200);
      expect(client.hasSession).toBe(false);
      expect((await withToken()).status).toBe(401);
      expect((await client.at(A).get('/api/cv')).status).toBe(401);
      for (const s of servers) {
        s.kill('SIGTERM');
        await exited(s);
      }
    });
  },
);
