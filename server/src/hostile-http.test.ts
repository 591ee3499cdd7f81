import http from 'node:http';
import { PLAN_LIMITS } from '@jobfit/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_DELAY } from './auth/auth.ts';
import { openDatabase } from './db/client.ts';
import { document, jobTarget, scan, user } from './db/schema.ts';
import { loadEnv } from './env.ts';
import { createLogger } from './lib/logger.ts';
import { startServer } from './server.ts';
import { SAMPLE_POSTING } from './test/cv-files.ts';
import { readJson, type TestClient } from './test/http-client.ts';
import { freePort } from './test/server-process.ts';
import { createTestContext, type TestContext, type TestUser } from './test/test-context.ts';

// Requests an attacker would send over HTTP — huge bodies, brute force in every
// encoding, forged forwarding headers, quota races, impossible dates, broken text and
// multipart — each get their 4xx, and the server stays up for everyone else.
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  // Ready (scan workers warm) before the attacks start, so "still served" means 200.
  for (let i = 0; i < 300 && (await fetch(`${t.baseUrl}/api/health`)).status !== 200; i++) {
    await new Promise((r) => setTimeout(r, 100));
  }
}, 180_000);
afterAll(() => t.close());

const MiB = 1024 * 1024;

/**
 * POSTs `total` bytes in 1 MB chunks (chunked, or with a Content-Length saying so), stopping as
 * soon as the server answers; resolves with the answer and how many bytes had been sent.
 */
function streamBody(
  path: string,
  total: number,
  options: { declareLength?: boolean; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: string; sent: number }> {
  const url = new URL(path, t.baseUrl);
  const req = http.request(url, {
    method: 'POST',
    headers: {
      origin: t.baseUrl,
      'content-type': 'application/json',
      ...(options.declareLength
        ? { 'content-length': String(total) }
        : { 'transfer-encoding': 'chunked' }),
      ...options.headers,
    },
  });
  const chunk = Buffer.alloc(MiB, 0x61);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      let body = '';
      res.on('data', (d) => (body += String(d)));
      res.on('end', () => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body, sent });
      });
    });
    req.on('error', (err) => {
      if (!answered) reject(err);
    });
    const pump = () => {
      while (!answered && sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) {
          req.once('drain', pump);
          return;
        }
      }
      if (!answered) req.end();
    };
    pump();
  });
}

/** The largest growth of this process's RSS (the server runs in it) while `run` runs. */
async function rssGrowth<T>(run: () => Promise<T>): Promise<{ result: T; growth: number }> {
  const before = process.memoryUsage.rss();
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 20);
  try {
    const result = await run();
    peak = Math.max(peak, process.memoryUsage.rss());
    return { result, growth: peak - before };
  } finally {
    clearInterval(timer);
  }
}

const resume = {
  basics: { name: 'Hostile Tester', email: 'hostile@example.com' },
  work: [
    {
      name: 'Northwind',
      position: 'Backend Engineer',
      startDate: '2020-01',
      highlights: ['Built TypeScript and Node.js services on PostgreSQL'],
    },
  ],
  education: [],
  skills: [{ name: 'Backend', keywords: ['TypeScript', 'Node.js', 'PostgreSQL'] }],
};

async function userWithCv(): Promise<TestUser> {
  const u = await t.signUp();
  const res = await u.client.request('/api/cv', { method: 'PUT', json: { resume } });
  expect(res.status).toBe(200);
  return u;
}

describe('300 MB bodies', () => {
  it('refuses three anonymous 300 MB sign-ins, streamed, with 413 and little memory', async () => {
    const { result, growth } = await rssGrowth(async () => {
      const attacks = [1, 2, 3].map(() => streamBody('/api/auth/sign-in/email', 300 * MiB));
      // Everyone else is still served during the attack.
      const health = await fetch(`${t.baseUrl}/api/health`);
      return { answers: await Promise.all(attacks), health: health.status };
    });
    expect(result.health).toBe(200);
    for (const answer of result.answers) {
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toMatchObject({ error: { code: 'file_too_large' } });
      // Refused once past the auth routes' 64 KB, not after the whole body.
      expect(answer.sent).toBeLessThan(32 * MiB);
    }
    expect(growth).toBeLessThan(300 * MiB);
  });

  it.each([
    ['/api/auth/sign-up/email'],
    ['/api/auth/update-user'],
    ['/api/scans'],
    ['/api/job-targets'],
    ['/api/cv/upload'],
  ])('refuses 300 MB to %s: at once by Content-Length, and while streaming', async (path) => {
    const declared = await streamBody(path, 300 * MiB, { declareLength: true });
    expect(declared.status).toBe(413);
    expect(declared.sent).toBeLessThan(32 * MiB);
    const streamed = await streamBody(path, 300 * MiB);
    expect(streamed.status).toBe(413);
    expect(JSON.parse(streamed.body).error.code).toBe('file_too_large');
    expect(streamed.sent).toBeLessThan(48 * MiB);
  });

  it('stores no 20 MB name, and no name or picture past the contracts’ limits', async () => {
    const u = await t.signUp();
    const cookie = `better-auth.session_token=${u.client.cookie('better-auth.session_token')}`;
    for (const declareLength of [true, false]) {
      const huge = await streamBody('/api/auth/update-user', 20 * MiB, {
        declareLength,
        headers: { cookie, 'x-forwarded-for': u.client.ip },
      });
      expect(huge.status).toBe(413);
    }
    const long = await u.client.post('/api/auth/update-user', { name: 'n'.repeat(101) });
    expect(long.status).toBe(400);
    const signUp = await t.client().post('/api/auth/sign-up/email', {
      name: 'n'.repeat(101),
      email: `long-${crypto.randomUUID()}@example.com`,
      password: 'a-long-password',
    });
    expect(signUp.status).toBe(400);
    for (const image of [
      'javascript:alert(1)',
      'data:text/html,<script>x</script>',
      'java\nscript:x',
    ]) {
      const res = await u.client.post('/api/auth/update-user', { image });
      expect(res.status, image).toBe(400);
    }
    const ok = await u.client.post('/api/auth/update-user', {
      name: '  Ada  ',
      image: 'https://images.example.com/ada.png',
    });
    expect(ok.status).toBe(200);
    const [row] = await t.db
      .select({ name: user.name, image: user.image })
      .from(user)
      .where(eq(user.id, u.id));
    expect(row).toEqual({ name: 'Ada', image: 'https://images.example.com/ada.png' });
  });
});

describe('sign-in limits', () => {
  const signIn = (client: TestClient, body: string, type: string) =>
    client.request('/api/auth/sign-in/email', {
      method: 'POST',
      body,
      headers: { 'content-type': type },
    });

  it('slows a form-encoded brute force down like a JSON one', async () => {
    const u = await t.signUp();
    const attacker = t.client();
    const form = 'application/x-www-form-urlencoded';
    // A decoy address first: Better Auth reads the last one, and so must the limit.
    const encode = (password: string) =>
      `email=decoy%40example.com&email=${encodeURIComponent(u.email)}&password=${password}`;
    t.clock.set('2026-06-01T08:00:00Z');
    try {
      const statuses: number[] = [];
      for (let i = 0; i <= SIGN_IN_DELAY.freeFailures; i++) {
        statuses.push((await signIn(attacker, encode(`guess-${i}`), form)).status);
      }
      expect(statuses).toEqual([...Array(SIGN_IN_DELAY.freeFailures).fill(401), 429]);
      // The right password from the attacker's address waits too…
      expect((await signIn(attacker, encode(u.password), form)).status).toBe(429);
      // …while the owner, from their own address, signs in at once.
      const owner = await t.client().post('/api/auth/sign-in/email', {
        email: u.email,
        password: u.password,
      });
      expect(owner.status).toBe(200);
    } finally {
      t.clock.set(undefined);
    }
  });

  it('never signs in from a multipart body', async () => {
    const u = await t.signUp();
    const boundary = 'hostile-boundary';
    const part = (k: string, v: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`;
    const res = await signIn(
      t.client(),
      `${part('email', u.email)}${part('password', u.password)}--${boundary}--\r\n`,
      `multipart/form-data; boundary=${boundary}`,
    );
    expect(res.status).toBe(415);
  });

  it('keeps the per-address limit when the client rotates X-Forwarded-For', async () => {
    // One trusted proxy (TRUST_PROXY=1 in tests): it appends the address it saw, so the client
    // is the last entry; whatever the client wrote before it changes nothing.
    const proxySaw = '10.77.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await fetch(`${t.baseUrl}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: {
          origin: t.baseUrl,
          'content-type': 'application/json',
          'x-forwarded-for': `203.0.113.${i + 1}, ${proxySaw}`,
        },
        body: JSON.stringify({ email: `nobody-${i}@example.com`, password: 'whatever-1' }),
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Another client behind the same proxy is not affected.
    const other = await fetch(`${t.baseUrl}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: {
        origin: t.baseUrl,
        'content-type': 'application/json',
        'x-forwarded-for': '10.77.0.2',
      },
      body: JSON.stringify({ email: 'nobody-else@example.com', password: 'whatever-1' }),
    });
    expect(other.status).toBe(401);
  });
});

describe('quotas under concurrency', () => {
  it('accepts exactly the Free plan’s new scans out of 30 sent at once', async () => {
    const u = await userWithCv();
    const limit = PLAN_LIMITS.free.scansPerMonth;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        u.client.post('/api/scans', { posting: `${SAMPLE_POSTING}\nReference ${i}` }),
      ),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(limit);
    expect(statuses.filter((s) => s === 402)).toHaveLength(30 - limit);
    const [row] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(scan)
      .where(eq(scan.userId, u.id));
    expect(row?.n).toBe(limit);
    // No job was created without its scan.
    const [jobs] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobTarget)
      .where(eq(jobTarget.userId, u.id));
    expect(jobs?.n).toBe(limit);
  });

  it('accepts exactly the Free plan’s documents out of 30 sent at once', async () => {
    const u = await userWithCv();
    const s = await readJson(await u.client.post('/api/scans', { posting: SAMPLE_POSTING }));
    const limit = PLAN_LIMITS.free.documentsPerMonth;
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        u.client.post('/api/documents', { scanId: s.id, kind: 'cover_letter' }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((x) => x === 201)).toHaveLength(limit);
    expect(statuses.filter((x) => x === 402)).toHaveLength(30 - limit);
    const [row] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(document)
      .where(eq(document.userId, u.id));
    expect(row?.n).toBe(limit);
  });

  it.runIf(process.env.JOBFIT_TEST_DB === 'postgres')(
    'holds across two servers on one PostgreSQL database',
    async () => {
      const u = await userWithCv();
      // A second server process's view: its own pool on the same database, its own port.
      const result = (await t.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: { name: string }[];
      };
      const name = result.rows[0]?.name ?? '';
      const url = new URL(process.env.DATABASE_URL ?? '');
      url.pathname = `/${name}`;
      const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'unused' });
      const port = await freePort();
      const second = await startServer(
        loadEnv({ ...envOf(t), PORT: String(port) }),
        createLogger('silent'),
        { database, now: t.clock.now },
      );
      try {
        const cookie = `better-auth.session_token=${u.client.cookie('better-auth.session_token')}`;
        const post = (base: string, path: string, json: unknown) =>
          fetch(`${base}${path}`, {
            method: 'POST',
            headers: { origin: t.baseUrl, cookie, 'content-type': 'application/json' },
            body: JSON.stringify(json),
          });
        const servers = [t.baseUrl, `http://127.0.0.1:${second.port}`];
        const scans = await Promise.all(
          Array.from({ length: 30 }, (_, i) =>
            post(servers[i % 2]!, '/api/scans', { posting: `${SAMPLE_POSTING}\nRef ${i}` }),
          ),
        );
        const limit = PLAN_LIMITS.free.scansPerMonth;
        expect(scans.filter((r) => r.status === 201)).toHaveLength(limit);
        const first = await readJson(scans.find((r) => r.status === 201)!);
        const docs = await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            post(servers[i % 2]!, '/api/documents', { scanId: first.id, kind: 'cover_letter' }),
          ),
        );
        expect(docs.filter((r) => r.status === 201)).toHaveLength(
          PLAN_LIMITS.free.documentsPerMonth,
        );
        const [row] = await t.db
          .select({ n: sql<number>`count(*)::int` })
          .from(scan)
          .where(and(eq(scan.userId, u.id), eq(scan.rescan, false)));
        expect(row?.n).toBe(limit);
      } finally {
        await second.close();
        await database.close();
      }
    },
  );
});

/** The test context's settings, for a second server on the same database. */
function envOf(ctx: TestContext): Record<string, string> {
  return {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    APP_URL: ctx.baseUrl,
    AUTH_SECRET: ctx.env.authSecret ?? '',
    DATA_DIR: ctx.env.dataDir,
    SMTP_URL: '',
    TRUST_PROXY: '1',
    WEB_DIST: '/nonexistent',
  };
}

describe('input that used to answer 500', () => {
  it.each(['2026-02-30', '0000-00-00', '2026-13-01', '2025-02-29'])(
    'refuses the deadline %s with 400 naming the field',
    async (deadline) => {
      const u = await t.signUp();
      const res = await u.client.post('/api/job-targets', { title: 'Engineer', deadline });
      expect(res.status).toBe(400);
      expect(Object.keys((await readJson(res)).error.details)).toEqual(['deadline']);
    },
  );

  it('refuses impossible CV dates with 400 naming the field, and keeps real ones', async () => {
    const u = await t.signUp();
    const bad = await u.client.request('/api/cv', {
      method: 'PUT',
      json: { resume: { ...resume, work: [{ ...resume.work[0], startDate: '2026-00' }] } },
    });
    expect(bad.status).toBe(400);
    expect((await readJson(bad)).error.details).toHaveProperty(['resume.work.0.startDate']);
    const leap = await u.client.request('/api/cv', {
      method: 'PUT',
      json: { resume: { ...resume, work: [{ ...resume.work[0], startDate: '2024-02-29' }] } },
    });
    expect(leap.status).toBe(200);
  });

  it('mends lone UTF-16 surrogates instead of failing the save', async () => {
    const u = await t.signUp();
    // JSON.stringify writes a lone surrogate as the escape `\ud800`, as an attacker would send.
    const job = await u.client.post('/api/job-targets', {
      title: 'Engineer \ud800',
      notes: 'note \udc00 end',
    });
    expect(job.status).toBe(201);
    const body = await readJson(job);
    expect(body.title).toBe('Engineer \ufffd');
    expect(body.notes).toBe('note \ufffd end');
    const cv = await u.client.request('/api/cv', {
      method: 'PUT',
      json: { resume: { ...resume, basics: { ...resume.basics, summary: 'x\ud83dy' } } },
    });
    expect(cv.status).toBe(200);
    expect((await readJson(cv)).resume.basics.summary).toBe('x\ufffdy');
  });

  it.each([
    ['a bare quote', 'cv"evil.pdf'],
    ['a line break', 'cv\r\nX-Injected: 1.pdf'],
  ])('answers a multipart file name with %s with 400', async (_what, name) => {
    const u = await t.signUp();
    const boundary = 'hostile-boundary';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\r\n--${boundary}--\r\n`;
    for (const path of ['/api/cv/upload', '/api/account/avatar']) {
      const res = await u.client.request(path, {
        method: 'POST',
        body,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
      expect(res.status, path).toBe(400);
      expect((await readJson(res)).error.code).toBe('validation');
    }
  });

  it('answers a contract-valid CV with more than 200,000 characters with 4xx', async () => {
    const u = await t.signUp();
    const line = `${'Delivered measurable results across teams '.repeat(23)}`.slice(0, 1000);
    const work = Array.from({ length: 10 }, (_, i) => ({
      name: `Company ${i}`,
      position: 'Engineer',
      highlights: Array.from({ length: 25 }, () => line),
    }));
    const res = await u.client.request('/api/cv', {
      method: 'PUT',
      json: { resume: { ...resume, work } },
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect((await readJson(res)).error.code).toBe('unreadable_document');
  });
});

describe('transport and account', () => {
  it('sends HSTS when the app is served over https, and not over http', async () => {
    expect((await fetch(`${t.baseUrl}/api/health`)).headers.get('strict-transport-security')).toBe(
      null,
    );
    const https = await createTestContext({
      smtp: false,
      env: { APP_URL: 'https://jobfit.example' },
    });
    try {
      const res = await fetch(`${https.baseUrl}/api/health`);
      expect(res.headers.get('strict-transport-security')).toBe(
        'max-age=31536000; includeSubDomains',
      );
    } finally {
      await https.close();
    }
  });

  it('deletes an account only with its password', async () => {
    const u = await t.signUp();
    const without = await u.client.request('/api/account', { method: 'DELETE', json: {} });
    expect(without.status).toBe(400);
    const wrong = await u.client.request('/api/account', {
      method: 'DELETE',
      json: { password: 'wrong-password' },
    });
    expect(wrong.status).toBe(400);
    expect(await t.db.select().from(user).where(eq(user.id, u.id))).toHaveLength(1);
    const right = await u.client.request('/api/account', {
      method: 'DELETE',
      json: { password: u.password },
    });
    expect(right.status).toBe(204);
    expect(await t.db.select().from(user).where(eq(user.id, u.id))).toHaveLength(0);
  });
});
