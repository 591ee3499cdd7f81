import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, createDeflate, createDeflateRaw, deflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfWithDeflatedContent } from '../../engine/test/cv/hostile-builders.ts';
import { readJson, TestClient } from './test/http-client.ts';
import { exited, freePort } from './test/server-process.ts';
import { linkIn, type SmtpCapture, startSmtpCapture } from './test/smtp-capture.ts';

// Decision 140: each attack, built here, gets its 4xx or 503 from a real server
// process, whose /api/health keeps answering within 1 s and whose memory grows under 300 MB.
const MB = 1024 * 1024;
let server: ChildProcess | undefined;
let smtp: SmtpCapture;
let baseUrl: string;
let client: TestClient;

/** `chunks` deflated as a stream, so a bomb is never held whole in memory. */
async function deflated(chunks: Iterable<Buffer>, format: 'raw' | 'zlib'): Promise<Buffer> {
  const z = format === 'raw' ? createDeflateRaw({ level: 9 }) : createDeflate({ level: 9 });
  const out: Buffer[] = [];
  z.on('data', (c: Buffer) => out.push(c));
  const done = new Promise((resolve) => z.on('end', resolve));
  for (const chunk of chunks) if (!z.write(chunk)) await new Promise((r) => z.once('drain', r));
  z.end();
  await done;
  return Buffer.concat(out);
}

/** `chunk` `times` times over. */
function* repeated(chunk: Buffer, times: number) {
  for (let i = 0; i < times; i++) yield chunk;
}

/** `size` MB of spaces, deflated. */
const deflatedSpaces = (size: number, format: 'raw' | 'zlib') =>
  deflated(repeated(Buffer.alloc(MB, 0x20), size / MB), format);

/** A DOCX whose `bombPart` holds `size` bytes of padding while its headers claim 200 bytes. */
async function lyingDocx(bombPart: string, size: number): Promise<Uint8Array> {
  const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
  const parts: [string, string][] = [
    [
      '[Content_Types].xml',
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>',
    ],
    [
      'word/document.xml',
      `<?xml version="1.0"?><w:document ${W}><w:body><w:p><w:r><w:t>Sam Bomb</w:t></w:r></w:p></w:body></w:document>`,
    ],
    ['word/header1.xml', `<?xml version="1.0"?><w:hdr ${W}><w:p/></w:hdr>`],
  ];
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [entry, xml] of parts) {
    const data =
      entry === bombPart ? await deflatedSpaces(size, 'raw') : deflateRawSync(Buffer.from(xml));
    const name = Buffer.from(entry);
    const header = (central: boolean) => {
      const b = Buffer.alloc(central ? 46 : 30);
      b.writeUInt32LE(central ? 0x02014b50 : 0x04034b50, 0);
      const at = central ? 2 : 0; // central headers have one more version field
      b.writeUInt16LE(20, 4 + at);
      b.writeUInt16LE(8, 8 + at);
      b.writeUInt32LE(crc32(Buffer.from(xml)), 14 + at);
      b.writeUInt32LE(data.length, 18 + at);
      b.writeUInt32LE(Math.min(200, xml.length), 22 + at); // the lie
      b.writeUInt16LE(name.length, 26 + at);
      if (central) b.writeUInt32LE(offset, 42);
      return b;
    };
    locals.push(header(false), name, data);
    centrals.push(header(true), name);
    offset += 30 + name.length + data.length;
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(
    centrals.reduce((n, b) => n + b.length, 0),
    12,
  );
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, ...centrals, end]));
}

/**
 * `node server/src/index.ts` as `npm start` runs it, once /api/health says ready (the scan
 * workers warm, decision 140); a longer wait than the shared helper's, for loaded CI machines.
 */
async function startReadyServer(env: Record<string, string>, port: number) {
  const child = spawn(process.execPath, ['server/src/index.ts'], {
    cwd: path.join(import.meta.dirname, '../..'),
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: 'ignore',
  });
  for (const deadline = Date.now() + 300_000; Date.now() < deadline;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error('server did not become ready');
}

/** The server's resident memory, from /proc. */
function rss(): number {
  const status = readFileSync(`/proc/${server!.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

/**
 * Runs `attack` while probing /api/health every 100 ms; answers the attack's responses, the
 * slowest health answer and the most memory the server held above where it started.
 */
async function underAttack(attack: () => Promise<Response[]>) {
  const before = rss();
  let peak = before;
  let slowest = 0;
  const health: number[] = [];
  let running = true;
  const probe = (async () => {
    while (running) {
      const t0 = performance.now();
      const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(5000) });
      health.push(res.status);
      slowest = Math.max(slowest, performance.now() - t0);
      peak = Math.max(peak, rss());
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  const responses = await attack().finally(() => (running = false));
  await probe;
  return { responses, slowest, growth: peak - before, health };
}

const upload = (bytes: Uint8Array, name: string) => {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], name));
  return client.request('/api/cv/upload', { method: 'POST', body: form });
};

async function expectRefused(res: Response, status: number, reason?: string) {
  const body = await readJson(res);
  expect(res.status, JSON.stringify(body)).toBe(status);
  if (reason) expect(body.error.details?.reason).toBe(reason);
}

function expectBounded(run: { slowest: number; growth: number; health: number[] }) {
  expect(run.health.length).toBeGreaterThan(0);
  expect(run.health.every((s) => s === 200)).toBe(true);
  expect(run.slowest).toBeLessThan(1000);
  expect(run.growth).toBeLessThan(300 * MB);
}

// One server process for the file; it is about the worker pools, so it runs in the PGlite pass.
describe.skipIf(process.env.JOBFIT_TEST_DB === 'postgres')('hostile parsing and rendering', () => {
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    server = await startReadyServer(
      {
        APP_URL: baseUrl,
        DATA_DIR: await mkdtemp(path.join(tmpdir(), 'jobfit-hostile-parsing-')),
        DATABASE_URL: '',
        SMTP_URL: smtp.url,
        TRUST_PROXY: 'true',
        LOG_LEVEL: 'silent',
        WEB_DIST: '/nonexistent',
      },
      port,
    );
    client = new TestClient(baseUrl, '10.17.0.1');
    const email = 'hostile-parsing@example.com';
    await client.post('/api/auth/sign-up/email', {
      name: 'Hostile',
      email,
      password: 'hostile-password-1',
    });
    const link = linkIn(await smtp.waitFor(email, /verify/i), `${baseUrl}/auth/verify`);
    await client.get(`/api/auth/verify-email?token=${link.searchParams.get('token')}`);
  }, 360_000);
  afterAll(async () => {
    if (server) {
      server.kill('SIGKILL');
      await exited(server);
    }
    await smtp?.close();
  });

  it('refuses lying-header DOCX bombs in document.xml and header1.xml with 422', async () => {
    const bombs = [
      await lyingDocx('word/document.xml', 256 * MB),
      await lyingDocx('word/header1.xml', 256 * MB),
    ];
    for (const b of bombs) expect(b.length).toBeLessThan(2 * MB);
    const run = await underAttack(() =>
      Promise.all(bombs.map((b, i) => upload(b, `bomb-${i}.docx`))),
    );
    for (const res of run.responses) await expectRefused(res, 422, 'too_large');
    expectBounded(run);
  }, 120_000);

  it('refuses a JSON Resume nested a million levels deep with 422', async () => {
    const deep = `{"basics":{"name":"Deep"},"work":${'['.repeat(900_000)}${']'.repeat(900_000)}}`;
    const run = await underAttack(async () => [
      await upload(new TextEncoder().encode(deep), 'deep.json'),
    ]);
    await expectRefused(run.responses[0]!, 422, 'too_large');
    expectBounded(run);
  }, 60_000);

  it('refuses a 1 MB PDF whose page inflates to 1 GB with 422', async () => {
    const bomb = pdfWithDeflatedContent(await deflatedSpaces(1024 * MB, 'zlib'));
    expect(bomb.length).toBeLessThan(2 * MB);
    const run = await underAttack(async () => [await upload(bomb, 'bomb.pdf')]);
    await expectRefused(run.responses[0]!, 422, 'too_large');
    expectBounded(run);
  }, 120_000);

  it('refuses a PDF drawing a million pieces of text with 422', async () => {
    // One piece of text placed on its own, a million times over (25 MB of page content).
    const pieces = Buffer.concat(
      Array.from({ length: 10_000 }, () => Buffer.from('1 0 0 1 72 720 Tm (w) Tj\n')),
    );
    const ops = await deflated(
      [Buffer.from('BT /F1 1 Tf\n'), ...repeated(pieces, 100), Buffer.from('ET\n')],
      'zlib',
    );
    const run = await underAttack(async () => [
      await upload(pdfWithDeflatedContent(ops), 'million.pdf'),
    ]);
    await expectRefused(run.responses[0]!, 422, 'too_large');
    expectBounded(run);
  }, 120_000);

  describe('scans and documents', () => {
    let scanId: string;
    beforeAll(async () => {
      const resume = {
        basics: { name: 'Hostile Parser', email: 'hostile-parsing@example.com' },
        work: [
          {
            name: 'Northwind',
            position: 'Backend Engineer',
            startDate: '2020-01',
            highlights: ['Built TypeScript and Node.js services on PostgreSQL'],
          },
        ],
        skills: [{ name: 'Backend', keywords: ['TypeScript', 'Node.js', 'PostgreSQL'] }],
      };
      expect((await client.request('/api/cv', { method: 'PUT', json: { resume } })).status).toBe(
        200,
      );
      const posting = `Senior Backend Engineer at Northwind\nWe need TypeScript, Node.js and PostgreSQL.\n`;
      const scan = await readJson(await client.post('/api/scans', { posting }));
      scanId = scan.id;
    });

    it('scans a 199,000-character posting without stalling anyone', async () => {
      const line = 'Requirements: Kubernetes, Terraform, Go, distributed systems and on-call.\n';
      const posting = `Platform Engineer\n${line.repeat(Math.floor(199_000 / line.length))}`;
      const run = await underAttack(async () => [await client.post('/api/scans', { posting })]);
      expect(run.responses[0]!.status).toBe(201);
      expectBounded(run);
    }, 60_000);

    it('refuses 2,000 and 200,000 placements with 400 or 413, at once', async () => {
      // Bodies built before the attack, so the probe times the server, not this test's JSON.
      const bodies = [2_000, 200_000].map((n) =>
        JSON.stringify({
          scanId,
          kind: 'cv',
          placements: Object.fromEntries(
            Array.from({ length: n }, (_, i) => [`Skill ${i}`, 'skills']),
          ),
        }),
      );
      const run = await underAttack(() =>
        Promise.all(
          bodies.map((body) =>
            client.request('/api/documents', {
              method: 'POST',
              body,
              headers: { 'content-type': 'application/json' },
            }),
          ),
        ),
      );
      const [few, many] = run.responses;
      await expectRefused(few!, 400);
      expect([400, 413]).toContain(many!.status);
      expectBounded(run);
    }, 60_000);

    it('exports the largest tailored CV the contracts allow without stalling anyone', async () => {
      const doc = await readJson(await client.post('/api/documents', { scanId, kind: 'cv' }));
      const bullet = (i: number) =>
        `Led migration ${i} of services to Kubernetes, cutting cost by ${i % 90}% `.padEnd(
          990,
          'x',
        );
      const resume = {
        ...doc.content.resume,
        work: Array.from({ length: 50 }, (_, w) => ({
          name: `Employer ${w}`,
          position: 'Engineer',
          startDate: '2020-01',
          highlights: Array.from({ length: 36 }, (_, i) => bullet(w * 50 + i)),
        })),
      };
      const saved = await client.request(`/api/documents/${doc.id}`, {
        method: 'PUT',
        json: { content: { ...doc.content, resume }, baseVersion: doc.version },
      });
      expect(saved.status).toBe(200);
      const run = await underAttack(() =>
        Promise.all(
          (['pdf', 'docx'] as const).map((format) =>
            client.get(`/api/documents/${doc.id}/export?format=${format}`),
          ),
        ),
      );
      // A render finishes or answers 413 (too big to render in its time); either way the server
      // keeps answering everyone else.
      for (const res of run.responses) {
        expect([200, 413]).toContain(res.status);
        await res.arrayBuffer();
      }
      expectBounded(run);
    }, 120_000);
  });
});
