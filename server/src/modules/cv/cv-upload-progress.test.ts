import { CvDraft, CvUploadEvent } from '@jobfit/contracts';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { threePageCvPdf } from '../../../../e2e/fixtures/three-page-cv.ts';
import { cvUpload } from '../../db/schema.ts';
import { readJson, type TestClient } from '../../test/http-client.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';

// Asked for with `Accept: application/x-ndjson`, an upload answers with the reading's progress
// from the worker pool, one JSON line each, then the draft or the error (decision 188); without
// it, the answer is the plain JSON of before.
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const NDJSON = 'application/x-ndjson';

function upload(client: TestClient, bytes: Uint8Array, name: string, accept?: string) {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], name, { type: 'application/pdf' }));
  return client.request('/api/cv/upload', {
    method: 'POST',
    body: form,
    ...(accept ? { headers: { accept } } : {}),
  });
}

async function events(res: Response): Promise<CvUploadEvent[]> {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe(`${NDJSON}; charset=utf-8`);
  const text = await res.text();
  expect(text.endsWith('\n')).toBe(true);
  return text
    .trimEnd()
    .split('\n')
    .map((line) => CvUploadEvent.parse(JSON.parse(line)));
}

/** PDF pages with no text on them: read page by page, then refused as a scan. */
async function blankPdf(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++) doc.addPage([595, 842]);
  return doc.save();
}

describe('POST /api/cv/upload with progress', () => {
  it('streams each page of a three-page PDF as the worker reads it, then the draft', async () => {
    const u = await t.signUp();
    const bytes = await threePageCvPdf();
    const lines = await events(await upload(u.client, bytes, 'robin.pdf', NDJSON));
    expect(lines.slice(0, -1)).toEqual([
      { type: 'progress', step: 'page', page: 1, pages: 3 },
      { type: 'progress', step: 'page', page: 2, pages: 3 },
      { type: 'progress', step: 'page', page: 3, pages: 3 },
      { type: 'progress', step: 'sections' },
    ]);
    const last = lines.at(-1);
    if (last?.type !== 'draft') throw new Error(`the last line is ${JSON.stringify(last)}`);
    expect(last.draft.pages).toBe(3);
    expect(last.draft.resume.basics.name).toBe('Robin Castell');
    expect(last.draft.file).toEqual({
      name: 'robin.pdf',
      mime: 'application/pdf',
      size: bytes.length,
    });

    // The same file without asking: one JSON draft (201), the same fields, its own upload.
    const plain = await upload(u.client, bytes, 'robin.pdf');
    expect(plain.status).toBe(201);
    expect(plain.headers.get('content-type')).toMatch(/^application\/json/);
    const draft = CvDraft.parse(await readJson(plain));
    expect(draft.resume).toEqual(last.draft.resume);
    expect(draft.uploadId).not.toBe(last.draft.uploadId);
    const stored = await t.db.select().from(cvUpload).where(eq(cvUpload.userId, u.id));
    expect(stored.map((s) => s.id).sort()).toEqual([draft.uploadId, last.draft.uploadId].sort());
  });

  it('ends with the error line a failure after the first page gets, as the JSON answer says it', async () => {
    const u = await t.signUp();
    const scan = await blankPdf(2);
    const lines = await events(await upload(u.client, scan, 'scan.pdf', NDJSON));
    const plain = await upload(u.client, scan, 'scan.pdf');
    expect(plain.status).toBe(422);
    expect(lines).toEqual([
      { type: 'progress', step: 'page', page: 1, pages: 2 },
      { type: 'progress', step: 'page', page: 2, pages: 2 },
      { type: 'error', status: 422, ...(await readJson(plain)) },
    ]);
    expect(lines.at(-1)).toMatchObject({
      error: { code: 'unreadable_document', details: { reason: 'no_text_layer' } },
    });
    expect(await t.db.select().from(cvUpload).where(eq(cvUpload.userId, u.id))).toHaveLength(0);
  });

  it('answers a failure before any progress, and every check of the request, as without it', async () => {
    const u = await t.signUp();
    const manyPages = await blankPdf(21);
    const damaged = new TextEncoder().encode('%PDF-1.7\nnot really a pdf');
    const big = new Uint8Array(10 * 1024 * 1024 + 10).fill(0x61);
    const cases: [what: string, send: (accept?: string) => Promise<Response>, status: number][] = [
      ['too many pages', (a) => upload(u.client, manyPages, 'long.pdf', a), 422],
      ['damaged', (a) => upload(u.client, damaged, 'broken.pdf', a), 422],
      ['not a CV', (a) => upload(u.client, new Uint8Array([0x4d, 0x5a, 0, 0xff]), 'x.pdf', a), 415],
      ['too large', (a) => upload(u.client, big, 'big.pdf', a), 413],
      [
        'no file',
        (a) => {
          const form = new FormData();
          form.set('other', 'x');
          const headers = a ? { accept: a } : undefined;
          return u.client.request('/api/cv/upload', { method: 'POST', body: form, headers });
        },
        400,
      ],
      ['signed out', (a) => upload(t.client(), damaged, 'cv.pdf', a), 401],
    ];
    for (const [what, send, status] of cases) {
      const [streamed, plain] = [await send(NDJSON), await send()];
      expect([streamed.status, plain.status], what).toEqual([status, status]);
      expect(streamed.headers.get('content-type'), what).toMatch(/^application\/json/);
      expect(await readJson(streamed), what).toEqual(await readJson(plain));
    }
    expect(await t.db.select().from(cvUpload).where(eq(cvUpload.userId, u.id))).toHaveLength(0);
  });
});
