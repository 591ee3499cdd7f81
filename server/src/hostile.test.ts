import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zip } from '../../engine/test/cv/hostile-builders.ts';
import { cvUpload, user } from './db/schema.ts';
import { SAMPLE_POSTING } from './test/cv-files.ts';
import { readJson, type TestClient } from './test/http-client.ts';
import { createTestContext, type TestContext, type TestUser } from './test/test-context.ts';

// Hostile input gets its documented error, the server stays up, nothing half-written.
let t: TestContext;
let u: TestUser;
beforeAll(async () => {
  t = await createTestContext();
  u = await t.signUp();
});
afterAll(() => t.close());

const upload = (client: TestClient, bytes: Uint8Array, name: string) => {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], name));
  return client.request('/api/cv/upload', { method: 'POST', body: form });
};

/** A one-file zip whose entry inflates to `size` bytes of spaces. */
const zipBomb = (entry: string, size: number) =>
  zip([{ name: entry, data: Buffer.alloc(size, 0x20) }]);

async function expectNoUploadRows() {
  expect(await t.db.select().from(cvUpload).where(eq(cvUpload.userId, u.id))).toHaveLength(0);
  expect(await t.storage.keys(u.id)).toEqual([]);
}

describe('hostile uploads', () => {
  it('refuses a DOCX zip bomb with 422 without inflating it', async () => {
    const bomb = zipBomb('word/document.xml', 200 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const res = await upload(u.client, bomb, 'cv.docx');
    expect(res.status).toBe(422);
    expect((await readJson(res)).error.code).toBe('unreadable_document');
    await expectNoUploadRows();
  });

  it('refuses a PDF with hundreds of pages with 422', async () => {
    const doc = await PDFDocument.create();
    for (let i = 0; i < 300; i++) doc.addPage([200, 200]).drawText(`page ${i}`);
    const res = await upload(u.client, await doc.save(), 'long.pdf');
    expect(res.status).toBe(422);
    expect((await readJson(res)).error.message).toMatch(/page/i);
    await expectNoUploadRows();
  });

  it('refuses an oversized body from its Content-Length, before reading it', async () => {
    const size = 50 * 1024 * 1024;
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= size) return controller.close();
        const chunk = new Uint8Array(1024 * 1024);
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const res = await fetch(`${t.baseUrl}/api/cv/upload`, {
      method: 'POST',
      body,
      duplex: 'half',
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(size),
        cookie: `${[...['better-auth.session_token']].map((k) => `${k}=${u.client.cookie(k)}`).join('; ')}`,
        origin: t.baseUrl,
      },
    } as RequestInit).catch((err: unknown) => err);
    if (res && typeof (res as Response).status === 'number') {
      expect((res as Response).status).toBe(413);
    } else {
      // The server may close the connection as soon as it has answered.
      expect(String(res)).toMatch(/fetch failed|socket|closed|reset/i);
    }
    expect(sent).toBeLessThan(size);
    expect((await t.client().get('/api/health')).status).toBe(200);
  });

  it('keeps a stored file inside the user’s folder whatever the file name says', async () => {
    const text = 'Pat Traversal\npat@example.com\n\nEXPERIENCE\nEngineer, Acme — 2020 – Present\n';
    const res = await upload(u.client, new TextEncoder().encode(text), '../../../etc/passwd.txt');
    expect(res.status).toBe(201);
    const draft = await readJson(res);
    expect(draft.file.name).toBe('passwd.txt');
    await u.client.request('/api/cv', {
      method: 'PUT',
      json: { resume: draft.resume, uploadId: draft.uploadId },
    });
    // The server makes the key (`<userId>/<uuid>`), never the file name.
    expect(await t.storage.keys(u.id)).toEqual([`${u.id}/${draft.uploadId}`]);
  });
});

describe('hostile JSON and text', () => {
  it('answers malformed JSON with 400 on every JSON route', async () => {
    for (const [method, p] of [
      ['PUT', '/api/cv'],
      ['POST', '/api/scans'],
      ['POST', '/api/job-targets'],
      ['DELETE', '/api/account'],
    ] as const) {
      const res = await u.client.request(p, {
        method,
        body: '{"resume": ',
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status, p).toBe(400);
      expect((await readJson(res)).error.code).toBe('validation');
    }
  });

  it('answers a 5 MB posting with 413', async () => {
    const res = await u.client.post('/api/scans', { posting: 'x'.repeat(5 * 1024 * 1024) });
    expect(res.status).toBe(413);
    expect((await readJson(res)).error.code).toBe('file_too_large');
  });

  it('stores injection strings, control characters and RTL text as plain data', async () => {
    const nasty = {
      name: `<script>alert('x')</script> Robert'); DROP TABLE "user";--`,
      label: 'مهندس برمجيات \u202Eevil\u202C',
      summary: 'Null\u0000byte and bell\u0007 and <img src=x onerror=alert(1)>',
    };
    const res = await u.client.request('/api/cv', {
      method: 'PUT',
      json: { resume: { basics: nasty, work: [], education: [], skills: [] } },
    });
    expect(res.status).toBe(200);
    const back = (await readJson(await u.client.get('/api/cv'))).resume.basics;
    expect(back.name).toBe(nasty.name);
    expect(back.label).toBe(nasty.label);
    expect(back.summary).toBe('Nullbyte and bell\u0007 and <img src=x onerror=alert(1)>');
    // The database is intact and the JSON API never serves HTML.
    expect(await t.db.select().from(user).where(eq(user.id, u.id))).toHaveLength(1);
    expect((await u.client.get('/api/cv')).headers.get('content-type')).toContain(
      'application/json',
    );

    const job = await u.client.post('/api/job-targets', {
      title: nasty.name,
      notes: nasty.summary,
    });
    expect(job.status).toBe(201);
    expect((await readJson(job)).title).toBe(nasty.name);
    const scan = await u.client.post('/api/scans', {
      posting: `${SAMPLE_POSTING}\n${nasty.name}\u0000`,
    });
    expect(scan.status).toBe(201);
  });

  it('stays up after all of it', async () => {
    expect((await t.client().get('/api/health')).status).toBe(200);
    const serverErrors = t.logs.filter((l) => l.msg === 'request' && Number(l.status) >= 500);
    expect(serverErrors).toEqual([]);
  });
});
