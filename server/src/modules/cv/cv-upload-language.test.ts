import { ApiErrorBody } from '@jobfit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePdf } from '../../test/cv-files.ts';
import type { TestClient } from '../../test/http-client.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';

// Why an upload could not be read, in the language the request asks for (decision 207); English
// without the header, as the engine writes it.
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
}, 60_000);
afterAll(() => t.close());

const GERMAN = { 'accept-language': 'de' };

const upload = async (
  client: TestClient,
  bytes: Uint8Array | string,
  name: string,
  headers: Record<string, string> = {},
) => {
  const form = new FormData();
  const part = typeof bytes === 'string' ? bytes : new Uint8Array(bytes);
  form.set('file', new File([part], name, { type: 'application/octet-stream' }));
  const res = await client.request('/api/cv/upload', { method: 'POST', body: form, headers });
  return { status: res.status, error: ApiErrorBody.parse(await res.json()).error };
};

describe('an upload the engine cannot read', () => {
  let client: TestClient;
  beforeAll(async () => {
    client = (await t.signUp()).client;
  });

  it('words a damaged PDF in German with the German header, in English without', async () => {
    const pdf = await samplePdf();
    const damaged = pdf.slice(0, Math.floor(pdf.length / 3));
    const german = await upload(client, damaged, 'broken.pdf', GERMAN);
    expect(german.status).toBe(422);
    expect(german.error).toEqual({
      code: 'unreadable_document',
      message:
        'Dieses PDF ist beschädigt oder keine gültige PDF-Datei: Exportieren Sie es erneut und versuchen Sie es noch einmal.',
      details: { reason: 'corrupt' },
    });
    const english = await upload(client, damaged, 'broken.pdf');
    expect(english.error).toEqual({
      code: 'unreadable_document',
      message: 'This PDF is damaged or not a valid PDF file: export it again and retry.',
      details: { reason: 'corrupt' },
    });
  });

  it('keeps the words of the file in the German sentence', async () => {
    const resume = JSON.stringify({
      basics: { name: 'Erika Muster' },
      work: [{ name: 'Acme', position: 'Engineer', startDate: 'bald' }],
    });
    const german = await upload(client, resume, 'cv.json', GERMAN);
    expect(german.status).toBe(422);
    expect(german.error.message).toBe(
      'Ungültiges JSON-Resume-Dokument: work[0].startDate „bald“ ist kein Datum (verwenden Sie JJJJ-MM-TT, JJJJ-MM oder JJJJ).',
    );
    const english = await upload(client, resume, 'cv.json');
    expect(english.error.message).toBe(
      'Invalid JSON Resume: work[0].startDate "bald" is not a date (use YYYY-MM-DD, YYYY-MM or YYYY).',
    );
  });
});
