import { JobfitDocument, JobTargetDetail, Scan } from '@jobfit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_POSTING } from '../../test/cv-files.ts';
import { readJson } from '../../test/http-client.ts';
import { createTestContext, type TestContext, type TestUser } from '../../test/test-context.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const resume = {
  basics: { name: 'Sena Sender', email: 'sena@example.com' },
  work: [
    {
      name: 'Initech',
      position: 'Backend Engineer',
      startDate: '2018-01',
      highlights: ['Built services with TypeScript, Node.js and PostgreSQL'],
    },
  ],
  education: [],
  skills: [{ name: 'Tech', keywords: ['TypeScript', 'Node.js', 'PostgreSQL'] }],
};

async function userWithScan(): Promise<{ u: TestUser; scan: Scan }> {
  const u = await t.signUp();
  await u.client.request('/api/cv', { method: 'PUT', json: { resume } });
  const scan = Scan.parse(
    await readJson(await u.client.post('/api/scans', { posting: SAMPLE_POSTING })),
  );
  return { u, scan };
}

const newDocument = async (u: TestUser, scanId: string, kind: 'cv' | 'cover_letter') => {
  const res = await u.client.post('/api/documents', { scanId, kind });
  expect(res.status).toBe(201);
  return JobfitDocument.parse(await readJson(res));
};

const patch = (u: TestUser, id: string, json: Record<string, unknown>) =>
  u.client.request(`/api/job-targets/${id}`, { method: 'PATCH', json });

const detail = async (u: TestUser, id: string) =>
  JobTargetDetail.parse(await readJson(await u.client.get(`/api/job-targets/${id}`)));

describe('the CV sent to a job', () => {
  it('records the master CV or one of the user’s tailored CVs', async () => {
    const { u, scan } = await userWithScan();
    const job = scan.jobTargetId;
    expect(await detail(u, job)).toMatchObject({ sentCv: null, sentDocumentId: null });

    const master = await patch(u, job, { sentCv: 'master', status: 'applied' });
    expect(master.status).toBe(200);
    expect(JobTargetDetail.parse(await readJson(master))).toMatchObject({
      sentCv: 'master',
      sentDocumentId: null,
      status: 'applied',
    });

    // The tracker's CSV says which CV went out.
    const csv = await (await u.client.get('/api/job-targets/export.csv')).text();
    expect(csv.split('\r\n')[1]).toContain('"Master CV"');

    const doc = await newDocument(u, scan.id, 'cv');
    const tailored = await patch(u, job, { sentCv: 'tailored', sentDocumentId: doc.id });
    expect(tailored.status).toBe(200);
    expect(JobTargetDetail.parse(await readJson(tailored))).toMatchObject({
      sentCv: 'tailored',
      sentDocumentId: doc.id,
    });
    // Other edits leave it (and the status) alone; back to master drops the document.
    await patch(u, job, { notes: 'Called back' });
    expect(await detail(u, job)).toMatchObject({
      sentCv: 'tailored',
      sentDocumentId: doc.id,
      status: 'applied',
      notes: 'Called back',
    });
    await patch(u, job, { sentCv: 'master' });
    expect(await detail(u, job)).toMatchObject({ sentCv: 'master', sentDocumentId: null });
    await patch(u, job, { sentCv: null });
    expect(await detail(u, job)).toMatchObject({ sentCv: null, sentDocumentId: null });
  });

  it('refuses another user’s document, a cover letter and inconsistent input', async () => {
    const alice = await userWithScan();
    const bob = await userWithScan();
    const job = alice.scan.jobTargetId;
    const bobsCv = await newDocument(bob.u, bob.scan.id, 'cv');
    const letter = await newDocument(alice.u, alice.scan.id, 'cover_letter');

    const foreign = await patch(alice.u, job, { sentCv: 'tailored', sentDocumentId: bobsCv.id });
    expect(foreign.status).toBe(404);
    expect((await readJson(foreign)).error.code).toBe('not_found');

    const notACv = await patch(alice.u, job, { sentCv: 'tailored', sentDocumentId: letter.id });
    expect(notACv.status).toBe(400);
    expect((await readJson(notACv)).error.details).toEqual({
      sentDocumentId: ['Choose a tailored CV, not a cover letter'],
    });

    const noDocument = await patch(alice.u, job, { sentCv: 'tailored' });
    expect(noDocument.status).toBe(400);
    expect(Object.keys((await readJson(noDocument)).error.details)).toEqual(['sentDocumentId']);

    const masterWithDocument = await patch(alice.u, job, {
      sentCv: 'master',
      sentDocumentId: bobsCv.id,
    });
    expect(masterWithDocument.status).toBe(400);
    expect(Object.keys((await readJson(masterWithDocument)).error.details)).toEqual(['sentCv']);

    expect((await patch(alice.u, job, { sentCv: 'emailed' })).status).toBe(400);
    expect(await detail(alice.u, job)).toMatchObject({ sentCv: null, sentDocumentId: null });
  });

  it('keeps "tailored" but loses the link when the document is deleted', async () => {
    const { u, scan } = await userWithScan();
    const doc = await newDocument(u, scan.id, 'cv');
    await patch(u, scan.jobTargetId, { sentCv: 'tailored', sentDocumentId: doc.id });
    const deleted = await u.client.request(`/api/documents/${doc.id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    expect(await detail(u, scan.jobTargetId)).toMatchObject({
      sentCv: 'tailored',
      sentDocumentId: null,
    });
    // The data export carries the field.
    const exported = await readJson(await u.client.get('/api/account/export'));
    expect(exported.jobTargets[0]).toMatchObject({ id: scan.jobTargetId, sentCv: 'tailored' });
  });
});
