import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { CvDraft, MasterCv } from '@jobfit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson, type TestClient } from './test/http-client.ts';
import { createTestContext, type TestContext } from './test/test-context.ts';

// The rough edges a new user met in the first hour (decision 160), checked through the real API.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const fixture = async (name: string) =>
  JSON.parse(
    await readFile(path.join(import.meta.dirname, 'test/fixtures', `${name}.json`), 'utf8'),
  ) as Record<string, unknown>;

const importJson = (client: TestClient, body: unknown) =>
  client.request('/api/cv/import', { method: 'POST', json: body });

const uploadJson = (client: TestClient, body: unknown, name = 'resume.json') => {
  const form = new FormData();
  form.set('file', new File([JSON.stringify(body)], name, { type: 'application/json' }));
  return client.request('/api/cv/upload', { method: 'POST', body: form });
};

describe('an empty typed-in CV', () => {
  it('answers 400 with a field message, never a 500', async () => {
    const u = await t.signUp();
    const resume = { basics: {}, work: [], education: [], skills: [] };
    const res = await u.client.request('/api/cv', {
      method: 'PUT',
      json: { resume, source: 'manual' },
    });
    expect(res.status).toBe(400);
    const body = await readJson(res);
    expect(body.error.code).toBe('validation');
    expect(body.error.details).toMatchObject({ 'resume.basics.name': [expect.any(String)] });
  });
});

describe('a typed-in CV', () => {
  it('is not judged on a file type it never had', async () => {
    const u = await t.signUp();
    const res = await u.client.request('/api/cv', {
      method: 'PUT',
      json: {
        resume: {
          basics: { name: 'Typed In', email: 'typed@example.com' },
          work: [{ name: 'Initech', position: 'Analyst', highlights: ['Wrote SQL reports'] }],
          skills: [{ name: 'Data', keywords: ['SQL'] }],
        },
        source: 'manual',
      },
    });
    expect(res.status).toBe(200);
    const checks = MasterCv.parse(await readJson(res)).checks;
    expect(checks.find((c) => c.id === 'file_type')).toBeUndefined();
  });
});

describe('JSON Resume', () => {
  it.each(['sample', 'new-grad', 'career-changer', 'senior-engineer'])(
    'imports and uploads the official %s resume',
    async (name) => {
      const u = await t.signUp();
      const resume = await fixture(`json-resume-${name}`);
      const imported = await importJson(u.client, resume);
      expect(imported.status).toBe(200);
      const saved = MasterCv.parse(await readJson(imported));
      expect(saved.resume.basics.name).toBe((resume.basics as { name: string }).name);
      const uploaded = await uploadJson(u.client, resume);
      expect(uploaded.status).toBe(201);
      expect(CvDraft.parse(await readJson(uploaded)).resume.basics.name).toBe(
        saved.resume.basics.name,
      );
    },
  );

  it('takes null as absent: an open end date is a current job', async () => {
    const u = await t.signUp();
    const resume = await fixture('json-resume-sample');
    const work = resume.work as Record<string, unknown>[];
    work[0] = { ...work[0], endDate: null, url: null };
    (resume.basics as Record<string, unknown>).image = null;
    const res = await importJson(u.client, resume);
    expect(res.status).toBe(200);
    const saved = MasterCv.parse(await readJson(res));
    expect(saved.resume.work[0]).toMatchObject({ name: 'Pied Piper', current: true });
    expect(saved.resume.work[0]?.endDate).toBeUndefined();
    const uploaded = await uploadJson(u.client, resume);
    expect(uploaded.status).toBe(201);
  });

  it('keeps a long education score on both the import and the upload', async () => {
    const u = await t.signUp();
    const resume = await fixture('json-resume-sample');
    const score =
      '3.9 / 4.0 — summa cum laude, Dean’s List every semester, thesis with distinction';
    (resume.education as Record<string, unknown>[])[0]!.score = score;
    const uploaded = await uploadJson(u.client, resume);
    expect(uploaded.status).toBe(201);
    expect(CvDraft.parse(await readJson(uploaded)).resume.education[0]?.score).toBe(score);
    const imported = await importJson(u.client, resume);
    expect(imported.status).toBe(200);
    expect(MasterCv.parse(await readJson(imported)).resume.education[0]?.score).toBe(score);
  });

  it('names the field that is wrong, on the import and the upload alike', async () => {
    const u = await t.signUp();
    const resume = await fixture('json-resume-sample');
    (resume.basics as Record<string, unknown>).email = 'richard at mail';
    for (const res of [await importJson(u.client, resume), await uploadJson(u.client, resume)]) {
      expect(res.status).toBe(400);
      const body = await readJson(res);
      expect(body.error.code).toBe('validation');
      expect(body.error.message).toContain('basics.email');
    }
  });
});

describe('the app opened under another name', () => {
  it('without APP_URL, signs up from either loopback name', async () => {
    const local = await createTestContext({ env: { APP_URL: '' } });
    try {
      const port = new URL(local.baseUrl).port;
      for (const origin of [`http://127.0.0.1:${port}`, `http://localhost:${port}`]) {
        const res = await local.client().post(
          '/api/auth/sign-up/email',
          {
            name: 'Loop Back',
            email: `loop-${port}-${origin.length}@example.com`,
            password: 'pw-loopback-1',
          },
          { headers: { origin } },
        );
        expect(res.status).toBe(200);
      }
    } finally {
      await local.close();
    }
  }, 120_000);

  it('with APP_URL, tells a request from another address which address to use', async () => {
    const other = t.baseUrl.replace('127.0.0.1', 'localhost');
    const signUp = await t
      .client()
      .post(
        '/api/auth/sign-up/email',
        { name: 'Other Name', email: 'other-name@example.com', password: 'pw-other-name-1' },
        { headers: { origin: other } },
      );
    expect(signUp.status).toBe(403);
    expect(((await signUp.json()) as { message: string }).message).toContain(`Open ${t.baseUrl}`);

    const u = await t.signUp();
    const save = await u.client.request('/api/cv', {
      method: 'PUT',
      json: { resume: { basics: { name: 'X' } } },
      headers: { origin: other },
    });
    expect(save.status).toBe(403);
    const body = await readJson(save);
    expect(body.error).toMatchObject({ code: 'forbidden' });
    expect(body.error.message).toContain(`Open ${t.baseUrl}`);
  });
});
