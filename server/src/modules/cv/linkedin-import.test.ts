import { CvDraft, MasterCv } from '@jobfit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkedInExport, LINKEDIN_FILES } from '../../../../engine/test/cv/linkedin-builders.ts';
import { zip } from '../../../../engine/test/cv/hostile-builders.ts';
import { readJson, type TestClient } from '../../test/http-client.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';

// A LinkedIn data export (decision 173) goes through the same upload and review as a CV file.
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const upload = (client: TestClient, bytes: Uint8Array, name: string) => {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], name, { type: 'application/zip' }));
  return client.request('/api/cv/upload', { method: 'POST', body: form });
};

describe('LinkedIn export upload', () => {
  it('reads the export into a draft, saves it as the master CV and scans with it', async () => {
    const u = await t.signUp();
    const bytes = linkedInExport();
    const res = await upload(u.client, bytes, 'Basic_LinkedInDataExport_11-24-2026.zip');
    expect(res.status).toBe(201);
    const draft = CvDraft.parse(await readJson(res));
    expect(draft.resume.basics).toMatchObject({
      name: 'Grace Okafor',
      email: 'grace.okafor@example.com',
    });
    expect(draft.resume.work.map((w) => w.name)).toEqual(['Northwind', 'Contoso, Ltd.']);
    expect(draft.file).toEqual({
      name: 'Basic_LinkedInDataExport_11-24-2026.zip',
      mime: 'application/zip',
      size: bytes.length,
    });

    const saved = MasterCv.parse(
      await readJson(
        await u.client.request('/api/cv', {
          method: 'PUT',
          json: { resume: draft.resume, source: 'upload', uploadId: draft.uploadId },
        }),
      ),
    );
    expect(saved.resume.skills.flatMap((s) => [s.name, ...s.keywords])).toEqual(
      expect.arrayContaining(['Python', 'Apache Airflow']),
    );
    // The saved CV has no file type to judge: no "plain text" warning.
    expect(saved.checks.find((c) => c.id === 'file_type')).toBeUndefined();

    const scan = await readJson(
      await u.client.post('/api/scans', {
        posting: 'Data Engineer at Fabrikam\nRequirements: Python, SQL and Apache Airflow.',
      }),
    );
    const matched = scan.result.keywords
      .filter((k: { status: string }) => k.status === 'matched')
      .map((k: { name: string }) => k.name);
    expect(matched).toEqual(expect.arrayContaining(['Python', 'SQL']));
  });

  it('refuses an export without a profile with 422, and an inflating one as too large', async () => {
    const u = await t.signUp();
    const { 'Profile.csv': _p, 'Positions.csv': _w, ...rest } = LINKEDIN_FILES;
    const empty = await upload(
      u.client,
      linkedInExport({ ...rest, 'Positions.csv': 'Company Name,Title\n' }),
      'export.zip',
    );
    expect(empty.status).toBe(422);
    const bomb = zip([
      { name: 'Profile.csv', data: new TextEncoder().encode('First Name,Last Name\nSam,Bomb\n') },
      { name: 'Skills.csv', data: Buffer.alloc(60 * 1024 * 1024, 0x41), declaredSize: 200 },
    ]);
    const big = await upload(u.client, bomb, 'export.zip');
    expect(big.status).toBe(422);
    expect((await readJson(big)).error.details?.reason).toBe('too_large');
  });
});
