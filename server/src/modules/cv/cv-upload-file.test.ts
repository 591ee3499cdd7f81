import { CvDraft, MasterCv } from '@jobfit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twoColumnCvPdf } from '../../../../e2e/fixtures/two-column-cv.ts';
import { samplePdf } from '../../test/cv-files.ts';
import { readJson, type TestClient } from '../../test/http-client.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';

// The review screen draws the uploaded page beside the parsed fields: the upload's original file
// goes to its owner only (decision 122), and the draft says what the layout holds.
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

async function uploadDraft(client: TestClient, bytes: Uint8Array, name: string) {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], name, { type: 'application/pdf' }));
  const res = await client.request('/api/cv/upload', { method: 'POST', body: form });
  expect(res.status).toBe(201);
  return CvDraft.parse(await readJson(res));
}

describe('GET /api/cv/uploads/:id/file', () => {
  it('serves the upload under review to its owner only, until it is saved', async () => {
    const alice = await t.signUp();
    const bob = await t.signUp();
    const bytes = await samplePdf();
    const draft = await uploadDraft(alice.client, bytes, 'alice.pdf');
    expect(draft.pages).toBe(1);
    expect(draft.text).toContain('Jordan Example');
    const url = `/api/cv/uploads/${draft.uploadId}/file`;

    const own = await alice.client.get(url);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    expect(new Uint8Array(await own.arrayBuffer())).toEqual(new Uint8Array(bytes));

    const other = await bob.client.get(url);
    expect(other.status).toBe(404);
    expect((await readJson(other)).error.code).toBe('not_found');
    const signedOut = await t.client().get(url);
    expect(signedOut.status).toBe(401);
    expect((await alice.client.get(`/api/cv/uploads/${crypto.randomUUID()}/file`)).status).toBe(
      404,
    );
    expect((await alice.client.get('/api/cv/uploads/not-an-id/file')).status).toBe(404);

    // Saved: the file is the master CV's original now, and the upload is gone.
    const saved = await alice.client.request('/api/cv', {
      method: 'PUT',
      json: { resume: draft.resume, source: 'upload', uploadId: draft.uploadId },
    });
    expect(saved.status).toBe(200);
    expect((await alice.client.get(url)).status).toBe(404);
    const original = await alice.client.get('/api/cv/file');
    expect(original.status).toBe(200);
    expect(new Uint8Array(await original.arrayBuffer())).toEqual(new Uint8Array(bytes));
    expect((await bob.client.get('/api/cv/file')).status).toBe(404);
  });

  it('says a two-column layout in the draft and in the saved CV’s layout check', async () => {
    const u = await t.signUp();
    const draft = await uploadDraft(u.client, await twoColumnCvPdf(), 'two-column.pdf');
    expect(draft.warnings.map((w) => w.code)).toContain('two_columns');
    const saved = MasterCv.parse(
      await readJson(
        await u.client.request('/api/cv', {
          method: 'PUT',
          json: { resume: draft.resume, source: 'upload', uploadId: draft.uploadId },
        }),
      ),
    );
    const layout = saved.checks.find((c) => c.id === 'layout');
    expect(layout?.status).toBe('warn');
    expect(layout?.fix).toContain('use a single-column layout');
  });
});
