import { MasterCv, CvDraft } from '@jobfit/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cv, cvUpload } from '../../db/schema.ts';
import { samplePdf, sampleDocx, SAMPLE_CV_LINES } from '../../test/cv-files.ts';
import { readJson, type TestClient } from '../../test/http-client.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const upload = (
  client: TestClient,
  bytes: Uint8Array | string,
  name: string,
  type = 'application/octet-stream',
) => {
  const form = new FormData();
  form.set(
    'file',
    new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type }),
  );
  return client.request('/api/cv/upload', { method: 'POST', body: form });
};

/** A one-job text CV with `lines` after the job's header. */
const chefCv = (...lines: string[]) =>
  [
    'Rowan Ashby',
    'rowan@example.com | +44 20 7946 0321',
    '',
    'Experience',
    'Line Chef, Brindle Bistro\t2013 – 2016',
    ...lines,
  ].join('\n');

const manualResume = {
  basics: { name: 'Typed In', email: 'typed@example.com', phone: '+1 555 0100' },
  work: [
    {
      name: 'Initech',
      position: 'Analyst',
      startDate: '2019-02',
      highlights: ['Automated 12 reports with Python'],
    },
  ],
  education: [
    { institution: 'State University', area: 'Economics', studyType: 'BA', endDate: '2018' },
  ],
  skills: [{ name: 'Data', keywords: ['Python', 'SQL', 'Excel'] }],
};

describe('master CV', () => {
  it('answers 404 before a CV exists, then saves a typed-in CV and returns it with checks', async () => {
    const u = await t.signUp();
    const none = await u.client.get('/api/cv');
    expect(none.status).toBe(404);
    expect((await readJson(none)).error.code).toBe('not_found');

    const saved = await u.client.request('/api/cv', {
      method: 'PUT',
      json: { resume: manualResume, source: 'manual' },
    });
    expect(saved.status).toBe(200);
    const body = MasterCv.parse(await readJson(saved));
    expect(body.resume.basics.name).toBe('Typed In');
    expect(body.version).toBe(1);
    expect(body.file).toBeNull();
    expect(body.sections).toEqual(expect.arrayContaining(['EXPERIENCE', 'EDUCATION', 'SKILLS']));
    expect(body.checks.map((c) => c.id)).toContain('contact');

    const again = MasterCv.parse(await readJson(await u.client.get('/api/cv')));
    expect(again.resume.work[0]?.highlights).toEqual(['Automated 12 reports with Python']);
  });

  it('rejects an invalid CV with field errors and keeps the stored one', async () => {
    const u = await t.signUp();
    await u.client.request('/api/cv', { method: 'PUT', json: { resume: manualResume } });
    const res = await u.client.request('/api/cv', {
      method: 'PUT',
      json: {
        resume: {
          ...manualResume,
          basics: { email: 'not-an-email' },
          work: [{ startDate: 'last spring', highlights: [] }],
        },
      },
    });
    expect(res.status).toBe(400);
    const body = await readJson(res);
    expect(body.error.code).toBe('validation');
    expect(body.error.details['resume.basics.email']).toEqual(['Enter a valid e-mail address']);
    expect(body.error.details['resume.work.0.startDate']).toBeDefined();
    expect((await readJson(await u.client.get('/api/cv'))).resume.basics.name).toBe('Typed In');
  });

  it('answers a stale save with 409 and keeps the newer version', async () => {
    const u = await t.signUp();
    await u.client.request('/api/cv', { method: 'PUT', json: { resume: manualResume } });
    await u.client.request('/api/cv', {
      method: 'PUT',
      json: { resume: { ...manualResume, basics: { name: 'Second' } }, baseVersion: 1 },
    });
    const stale = await u.client.request('/api/cv', {
      method: 'PUT',
      json: { resume: manualResume, baseVersion: 1 },
    });
    expect(stale.status).toBe(409);
    expect((await readJson(stale)).error).toMatchObject({
      code: 'conflict',
      details: { currentVersion: 2 },
    });
    expect((await readJson(await u.client.get('/api/cv'))).resume.basics.name).toBe('Second');
  });

  it('keeps each user’s CV private', async () => {
    const [alice, bob] = [await t.signUp(), await t.signUp()];
    await alice.client.request('/api/cv', { method: 'PUT', json: { resume: manualResume } });
    expect((await bob.client.get('/api/cv')).status).toBe(404);
    expect((await bob.client.get('/api/cv/file')).status).toBe(404);
    expect((await t.client().get('/api/cv')).status).toBe(401);
  });
});

describe('upload', () => {
  it('parses a real PDF into a draft, and saving the draft keeps the original file', async () => {
    const u = await t.signUp();
    const pdf = await samplePdf();
    const res = await upload(u.client, pdf, 'My CV.pdf', 'application/pdf');
    expect(res.status).toBe(201);
    const draft = CvDraft.parse(await readJson(res));
    expect(draft.resume.basics.name).toBe('Jordan Example');
    expect(draft.resume.basics.email).toBe('jordan.example@example.com');
    expect(draft.file).toEqual({ name: 'My CV.pdf', mime: 'application/pdf', size: pdf.length });
    // Nothing is saved as the master CV until the review is saved.
    expect((await u.client.get('/api/cv')).status).toBe(404);

    const fixed = { ...draft.resume, basics: { ...draft.resume.basics, label: 'Staff Engineer' } };
    const saved = MasterCv.parse(
      await readJson(
        await u.client.request('/api/cv', {
          method: 'PUT',
          json: { resume: fixed, source: 'upload', uploadId: draft.uploadId },
        }),
      ),
    );
    expect(saved.source).toBe('upload');
    expect(saved.resume.basics.label).toBe('Staff Engineer');
    expect(saved.file).toEqual(draft.file);

    const file = await u.client.get('/api/cv/file');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toContain('filename="My CV.pdf"');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array(pdf));
    // The upload was consumed: it cannot be attached twice.
    const twice = await u.client.request('/api/cv', {
      method: 'PUT',
      json: { resume: fixed, uploadId: draft.uploadId },
    });
    expect(twice.status).toBe(404);
  });

  it('parses a real DOCX and replaces the previous original file', async () => {
    const u = await t.signUp();
    const first = CvDraft.parse(await readJson(await upload(u.client, await samplePdf(), 'a.pdf')));
    await u.client.request('/api/cv', {
      method: 'PUT',
      json: { resume: first.resume, uploadId: first.uploadId },
    });
    const docx = await sampleDocx();
    const res = await upload(u.client, docx, 'cv.docx');
    expect(res.status).toBe(201);
    const second = CvDraft.parse(await readJson(res));
    expect(second.resume.basics.name).toBe('Jordan Example');
    expect(second.resume.work.map((w) => w.name)).toEqual(
      expect.arrayContaining([expect.stringContaining('Northwind')]),
    );
    await u.client.request('/api/cv', {
      method: 'PUT',
      json: { resume: second.resume, uploadId: second.uploadId },
    });
    const file = await u.client.get('/api/cv/file');
    expect(file.headers.get('content-type')).toContain('wordprocessingml');
    // The first file went when the second replaced it.
    expect(await t.storage.keys(u.id)).toEqual([`${u.id}/${second.uploadId}`]);
  });

  it('reads text and Markdown files', async () => {
    const u = await t.signUp();
    const res = await upload(u.client, SAMPLE_CV_LINES.join('\n'), 'cv.md', 'text/markdown');
    expect(res.status).toBe(201);
    const draft = CvDraft.parse(await readJson(res));
    expect(draft.file.name).toBe('cv.md');
    expect(draft.resume.basics.email).toBe('jordan.example@example.com');
  });

  it('takes a CV whose job is one long paragraph, a line per sentence and none over the limit', async () => {
    const u = await t.signUp();
    const duty =
      'Prepared food items consistently and in compliance with recipes, portioning, cooking and waste control guidelines.';
    const paragraph = Array.from({ length: 12 }, (_, i) => duty.replace('food', `dish ${i + 1}`));
    const cvText = chefCv(paragraph.join(' '));
    expect(paragraph.join(' ').length).toBeGreaterThan(1000);
    const res = await upload(u.client, cvText, 'cv.txt', 'text/plain');
    expect(res.status).toBe(201);
    const draft = CvDraft.parse(await readJson(res));
    expect(draft.resume.work[0]?.highlights).toEqual(paragraph);
  });

  it('takes a CV with a line longer than its field holds, shortened and said in a warning', async () => {
    const u = await t.signUp();
    const citation = `Ashby R., Marrow I. ${'A study of kitchen workflows and the timing of service in busy restaurants, '.repeat(6)}Journal of Hospitality, 2019.`;
    const cvText = chefCv('- Ran the grill station on weekends', '', 'Publications', citation);
    expect(citation.length).toBeGreaterThan(300);
    const res = await upload(u.client, cvText, 'cv.txt', 'text/plain');
    expect(res.status).toBe(201);
    const draft = CvDraft.parse(await readJson(res));
    const name = draft.resume.publications?.[0]?.name ?? '';
    expect(name.length).toBeLessThanOrEqual(300);
    expect(name).toMatch(/^Ashby R\., Marrow I\. A study of kitchen workflows .*…$/);
    expect(draft.warnings.map((w) => w.code)).toContain('shortened');
  });

  it('sniffs the content: a disguised binary is 415 whatever its name says', async () => {
    const u = await t.signUp();
    const exe = new Uint8Array([
      0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0xff, 0xff, 0x00, 0x00, 0xb8,
      0x00,
    ]);
    for (const name of ['cv.pdf', 'cv.docx', 'cv.txt']) {
      const res = await upload(u.client, exe, name);
      expect(res.status, name).toBe(415);
      expect((await readJson(res)).error.code).toBe('unsupported_type');
    }
    // A zip that is not a Word document, named .docx.
    const zip = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]);
    expect((await upload(u.client, zip, 'cv.docx')).status).toBe(415);
  });

  it('answers an unreadable PDF with 422 and the parser’s reason', async () => {
    const u = await t.signUp();
    const pdf = await samplePdf();
    const truncated = pdf.slice(0, Math.floor(pdf.length / 3));
    const res = await upload(u.client, truncated, 'broken.pdf');
    expect(res.status).toBe(422);
    const body = await readJson(res);
    expect(body.error.code).toBe('unreadable_document');
    expect(body.error.message.length).toBeGreaterThan(10);
    expect(await t.db.select().from(cvUpload).where(eq(cvUpload.userId, u.id))).toHaveLength(0);
  });

  it('refuses files over 10 MB with 413 and stores nothing', async () => {
    const u = await t.signUp();
    const big = new Uint8Array(10 * 1024 * 1024 + 10).fill(0x61);
    const res = await upload(u.client, big, 'big.txt', 'text/plain');
    expect(res.status).toBe(413);
    expect((await readJson(res)).error.code).toBe('file_too_large');
    expect(await t.db.select().from(cvUpload).where(eq(cvUpload.userId, u.id))).toHaveLength(0);
  });

  it('asks for a file when the form has none', async () => {
    const u = await t.signUp();
    const form = new FormData();
    form.set('other', 'x');
    const res = await u.client.request('/api/cv/upload', { method: 'POST', body: form });
    expect(res.status).toBe(400);
    expect((await readJson(res)).error.details.file).toEqual(['Choose a file to upload']);
  });
});

describe('JSON Resume import and export', () => {
  it('imports a JSON Resume as the master CV and exports it back', async () => {
    const u = await t.signUp();
    const jsonResume = {
      basics: {
        name: 'Json Person',
        email: 'json@example.com',
        profiles: [{ network: 'GitHub', username: 'jp', url: 'https://github.com/jp' }],
      },
      work: [
        {
          name: 'Globex',
          position: 'Engineer',
          startDate: '2020-01-01',
          highlights: ['Shipped things'],
        },
      ],
      education: [],
      skills: [{ name: 'Languages', keywords: ['Go', 'Rust'] }],
    };
    const res = await u.client.request('/api/cv/import', {
      method: 'POST',
      body: JSON.stringify(jsonResume),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(200);
    const saved = MasterCv.parse(await readJson(res));
    expect(saved.source).toBe('json');
    expect(saved.resume.basics.profiles?.[0]?.network).toBe('GitHub');

    const exported = await u.client.get('/api/cv/export?format=json');
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toContain('Json-Person-resume.json');
    const body = await readJson(exported);
    expect(body.basics.name).toBe('Json Person');
    expect(body.work[0]).toMatchObject({ name: 'Globex', position: 'Engineer' });
    expect((await u.client.get('/api/cv/export?format=exe')).status).toBe(400);
  });

  it('rejects a document that is not a JSON Resume', async () => {
    const u = await t.signUp();
    const res = await u.client.request('/api/cv/import', {
      method: 'POST',
      body: '{"basics": "nope"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(422);
    expect((await readJson(res)).error.code).toBe('unreadable_document');
    expect((await u.client.get('/api/cv')).status).toBe(404);
    expect(await t.db.select().from(cv).where(eq(cv.userId, u.id))).toHaveLength(0);
  });
});
