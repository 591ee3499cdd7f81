import type { ChildProcess } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SAMPLE_POSTING } from './test/cv-files.ts';
import { readJson, TestClient } from './test/http-client.ts';
import { exited, freePort, startServerProcess } from './test/server-process.ts';
import { linkIn, startSmtpCapture } from './test/smtp-capture.ts';

// Killing the server (SIGKILL) in the middle of a burst of writes leaves the embedded
// database consistent and restartable.
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
});

// It is about the embedded database, so it runs once, in the PGlite pass of the suite.
describe.skipIf(process.env.JOBFIT_TEST_DB === 'postgres')(
  'crash safety of the embedded database',
  () => {
    it(
      'restarts consistent after SIGKILL during a burst of writes',
      { timeout: 180_000 },
      async () => {
        const smtp = await startSmtpCapture();
        const port = await freePort();
        const baseUrl = `http://127.0.0.1:${port}`;
        const env = {
          PORT: String(port),
          HOST: '127.0.0.1',
          APP_URL: baseUrl,
          DATA_DIR: await mkdtemp(path.join(tmpdir(), 'jobfit-crash-')),
          DATABASE_URL: '',
          SMTP_URL: smtp.url,
          TRUST_PROXY: 'true',
          LOG_LEVEL: 'silent',
          WEB_DIST: '/nonexistent',
        };
        try {
          let server = await startServerProcess(env, port);
          children.push(server);
          const client = new TestClient(baseUrl, '10.9.0.1');
          const email = 'crash@example.com';
          await client.post('/api/auth/sign-up/email', {
            name: 'Crash',
            email,
            password: 'crash-password-1',
          });
          const token = linkIn(
            await smtp.waitFor(email, /verify/i),
            `${baseUrl}/auth/verify`,
          ).searchParams.get('token');
          await client.get(`/api/auth/verify-email?token=${token}`);
          const resume = (n: number) => ({
            basics: { name: `Crash ${n}`, email },
            work: [
              {
                name: 'Acme',
                position: 'Engineer',
                highlights: [`TypeScript and Node.js, save ${n}`],
              },
            ],
            education: [],
            skills: [{ name: 'Tech', keywords: ['TypeScript', 'Node.js'] }],
          });
          expect(
            (await client.request('/api/cv', { method: 'PUT', json: { resume: resume(0) } }))
              .status,
          ).toBe(200);

          // A burst of CV saves and scans; the process dies after the first few have answered.
          let answered = 0;
          let killed = false;
          const burst = Array.from({ length: 200 }, (_, i) =>
            (i % 3 === 0
              ? client.request('/api/cv', { method: 'PUT', json: { resume: resume(i) } })
              : client.post('/api/scans', { posting: `${SAMPLE_POSTING}\nRef ${i}` })
            ).then(
              (r) => {
                if (++answered === 10 && !killed) {
                  killed = server.kill('SIGKILL');
                }
                return r.status;
              },
              () => 0,
            ),
          );
          const statuses = await Promise.all(burst);
          expect(killed).toBe(true);
          // The kill interrupted writes in flight.
          expect(statuses.filter((s) => s === 0).length).toBeGreaterThan(0);
          await exited(server);

          server = await startServerProcess(env, port);
          children.push(server);
          const again = new TestClient(baseUrl, '10.9.0.2');
          const signIn = await again.post('/api/auth/sign-in/email', {
            email,
            password: 'crash-password-1',
          });
          expect(signIn.status).toBe(200);
          const cv = await again.get('/api/cv');
          expect(cv.status).toBe(200);
          const body = await readJson(cv);
          expect(body.resume.basics.name).toMatch(/^Crash \d+$/);
          const scans = await readJson(await again.get('/api/scans?pageSize=100'));
          // Every scan that answered 201 before the kill survived, and every stored scan is whole.
          const created = statuses.filter((s) => s === 201).length;
          expect(scans.total).toBeGreaterThanOrEqual(created);
          for (const s of scans.items) {
            const full = await again.get(`/api/scans/${s.id}`);
            expect(full.status).toBe(200);
            expect((await readJson(full)).result.keywords.length).toBeGreaterThan(0);
          }
          // And it takes new writes.
          expect((await again.post('/api/scans', { posting: SAMPLE_POSTING })).status).toBe(201);
          server.kill('SIGTERM');
          await exited(server);
        } finally {
          await smtp.close();
        }
      },
    );
  },
);
