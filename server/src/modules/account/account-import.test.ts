import { AccountImportResult, JobfitDocument, JobTargetDetail } from '@jobfit/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { document, jobTarget, scan } from '../../db/schema.ts';
import { SAMPLE_POSTING, samplePdf } from '../../test/cv-files.ts';
import { readJson, type TestClient } from '../../test/http-client.ts';
import { createTestContext, type TestContext, type TestUser } from '../../test/test-context.ts';

// Two servers, each with its own database: an export of one is read back on the other.
let one: TestContext;
let two: TestContext;
beforeAll(async () => {
  [one, two] = await Promise.all([createTestContext(), createTestContext()]);
});
afterAll(() => Promise.all([one.close(), two.close()]));

const SECOND_POSTING = `Platform Engineer
Globex — Berlin

Requirements
- Kubernetes, Terraform and AWS in production
- Go or TypeScript
- On-call experience
`;

const json = async (client: TestClient, path: string) => {
  const res = await client.get(path);
  expect(res.status, path).toBe(200);
  return readJson(res);
};

/** A CV, two jobs with scans (one rescanned), a dismissed keyword, two documents, an interview. */
async function userWithWork(t: TestContext): Promise<TestUser> {
  const u = await t.signUp();
  const form = new FormData();
  form.set('file', new File([new Uint8Array(await samplePdf())], 'cv.pdf'));
  const draft = await readJson(
    await u.client.request('/api/cv/upload', { method: 'POST', body: form }),
  );
  const saved = await u.client.request('/api/cv', {
    method: 'PUT',
    json: { resume: draft.resume, uploadId: draft.uploadId, source: 'upload' },
  });
  expect(saved.status).toBe(200);
  const first = await readJson(await u.client.post('/api/scans', { posting: SAMPLE_POSTING }));
  const second = await readJson(await u.client.post('/api/scans', { posting: SECOND_POSTING }));
  const rescan = await u.client.post('/api/scans', { jobTargetId: first.jobTargetId });
  expect(rescan.status).toBe(201);
  const missing = first.result.keywords.find((k: { status: string }) => k.status === 'missing');
  const dismissed = await u.client.post(`/api/scans/${first.id}/dismissed-keywords`, {
    keyword: missing.name,
    reason: 'not_relevant',
  });
  expect(dismissed.status).toBe(200);
  const tailored = await readJson(
    await u.client.post('/api/documents', { scanId: first.id, kind: 'cv' }),
  );
  const letter = await u.client.post('/api/documents', { scanId: second.id, kind: 'cover_letter' });
  expect(letter.status).toBe(201);
  const applied = await u.client.request(`/api/job-targets/${first.jobTargetId}`, {
    method: 'PATCH',
    json: { status: 'applied', sentCv: 'tailored', sentDocumentId: tailored.id, notes: 'Called' },
  });
  expect(applied.status).toBe(200);
  const interview = await u.client.post('/api/calendar/dates', {
    jobTargetId: first.jobTargetId,
    kind: 'interview',
    startsAt: '2031-05-04T09:30:00+02:00',
    durationMinutes: 45,
    note: 'Video call',
  });
  expect(interview.status).toBe(201);
  return u;
}

/** Everything the user sees of their work, with ids as they are. */
async function viewOf(client: TestClient) {
  const jobs = await json(client, '/api/job-targets?sort=title');
  const details = [];
  const dates = [];
  for (const job of jobs.items) {
    details.push(JobTargetDetail.parse(await json(client, `/api/job-targets/${job.id}`)));
    dates.push(await json(client, `/api/calendar/dates?jobTargetId=${job.id}`));
  }
  const documents = await json(client, '/api/documents');
  const contents = [];
  for (const d of documents.items) {
    contents.push(JobfitDocument.parse(await json(client, `/api/documents/${d.id}`)));
  }
  return {
    cv: await json(client, '/api/cv'),
    jobs,
    details,
    dates,
    scans: await json(client, '/api/scans?sort=oldest'),
    documents,
    contents,
    dashboard: await json(client, '/api/dashboard'),
  };
}

type View = Awaited<ReturnType<typeof viewOf>>;

/** Pairs each of A's ids with B's row in the same place, and says whether any id was kept. */
function idPairs(a: View, b: View): Map<string, string> {
  const pairs = new Map<string, string>();
  const pair = (x: { id: string }[], y: { id: string }[]) => {
    expect(y).toHaveLength(x.length);
    x.forEach((row, i) => pairs.set(row.id, y[i]!.id));
  };
  pair(a.jobs.items, b.jobs.items);
  pair(a.scans.items, b.scans.items);
  pair(a.documents.items, b.documents.items);
  a.dates.forEach((d, i) => pair(d.items, b.dates[i].items));
  for (const [from, to] of pairs) expect(to, 'a new id for every row').not.toBe(from);
  return pairs;
}

const withIds = (value: unknown, pairs: Map<string, string>) => {
  let text = JSON.stringify(value);
  for (const [from, to] of pairs) text = text.replaceAll(from, to);
  return JSON.parse(text);
};

const exportOf = async (u: TestUser) => readJson(await u.client.get('/api/account/export'));
const importInto = (u: TestUser, body: unknown) => u.client.post('/api/account/import', body);

describe('account import', () => {
  it('rebuilds the account on another server, with new ids, and only once', async () => {
    const alice = await userWithWork(one);
    const file = await exportOf(alice);
    expect(file.masterCv).toMatchObject({ source: 'upload', file: { name: 'cv.pdf' } });
    expect(file.masterCv.text).toContain('Jordan Example');
    const text = JSON.stringify(file);
    for (const secret of ['password', 'token', 'secretHash', 'stripeCustomerId']) {
      expect(text).not.toContain(secret);
    }

    const bystander = await userWithWork(two);
    const bystanderBefore = await viewOf(bystander.client);
    const bob = await two.signUp();
    const res = await importInto(bob, file);
    expect(res.status).toBe(201);
    expect(AccountImportResult.parse(await readJson(res))).toEqual({
      masterCv: true,
      jobTargets: 2,
      scans: 3,
      documents: 2,
      jobTargetEvents: 3,
      jobTargetDates: 1,
    });

    const a = await viewOf(alice.client);
    const b = await viewOf(bob.client);
    const pairs = idPairs(a, b);
    expect(b).toEqual(withIds(a, pairs));
    // What the comparison covers, said plainly.
    const sent = b.details.find((d) => d.sentCv === 'tailored');
    expect(sent?.scores.map((s) => s.rescan)).toEqual([false, true]);
    expect(sent?.dismissedKeywords).toHaveLength(1);
    expect(sent?.sentDocumentId).toBe(pairs.get(a.contents.find((d) => d.kind === 'cv')!.id));
    expect(b.dates.flatMap((d) => d.items)).toMatchObject([
      { kind: 'interview', startsAt: '2031-05-04T07:30:00.000Z', durationMinutes: 45 },
    ]);
    expect(b.dashboard.usage.scans.used).toBe(2);
    expect(b.dashboard.usage.documents.used).toBe(2);
    for (const table of [jobTarget, scan, document]) {
      const rows = await two.db.select({ userId: table.userId }).from(table);
      expect(rows.filter((r) => r.userId !== bob.id && r.userId !== bystander.id)).toEqual([]);
    }
    expect(await viewOf(bystander.client)).toEqual(bystanderBefore);

    const again = await importInto(bob, file);
    expect(again.status).toBe(409);
    expect((await readJson(again)).error).toMatchObject({
      code: 'conflict',
      message: expect.stringContaining('Import into a new, empty account'),
    });
    expect(await viewOf(bob.client)).toEqual(b);
  });

  it('imports into a second account of the same server without touching the first', async () => {
    const alice = await userWithWork(one);
    const before = await viewOf(alice.client);
    const carol = await one.signUp();
    expect((await importInto(carol, await exportOf(alice))).status).toBe(201);
    expect(await viewOf(alice.client)).toEqual(before);
    const copy = await viewOf(carol.client);
    expect(copy.jobs.total).toBe(2);
    expect(copy.contents.map((d) => d.content)).toEqual(before.contents.map((d) => d.content));
  });

  it('refuses a tampered or foreign file and writes nothing', async () => {
    const alice = await userWithWork(one);
    const file = await exportOf(alice);
    const dave = await two.signUp();
    const cases: [unknown, number, string][] = [
      [{ ...file, format: 'jobfit-export/2' }, 400, 'validation'],
      [{ ...file, scans: [{ ...file.scans[0], score: 900 }] }, 400, 'validation'],
      [
        { ...file, documents: [{ ...file.documents[0], scanId: crypto.randomUUID() }] },
        422,
        'import_refused',
      ],
      [{ ...file, jobTargets: file.jobTargets.slice(1) }, 422, 'import_refused'],
      [{ ...file, exportedAt: '2999-01-01T00:00:00.000Z' }, 422, 'import_refused'],
    ];
    for (const [body, status, code] of cases) {
      const res = await importInto(dave, body);
      expect(res.status).toBe(status);
      expect((await readJson(res)).error.code).toBe(code);
    }
    expect((await dave.client.get('/api/cv')).status).toBe(404);
    expect((await json(dave.client, '/api/job-targets')).total).toBe(0);
    expect((await json(dave.client, '/api/documents')).total).toBe(0);
    expect((await one.client().post('/api/account/import', file)).status).toBe(401);
    // Five attempts an hour (decision 174): the sixth is refused before its body is read.
    const sixth = await importInto(dave, file);
    expect(sixth.status).toBe(429);
    expect((await readJson(sixth)).error.code).toBe('rate_limited');
  });

  it('takes an export larger than the 2 MB of other requests', async () => {
    const erin = await two.signUp();
    const at = new Date().toISOString();
    const jobs = Array.from({ length: 20 }, (_, i) => ({
      id: `job-${i}`,
      title: `Job ${i}`,
      postingText: 'x'.repeat(150_000),
      status: 'saved',
      createdAt: at,
      updatedAt: at,
    }));
    const body = { format: 'jobfit-export/1', exportedAt: at, profile: {}, masterCv: null };
    const res = await importInto(erin, { ...body, jobTargets: jobs });
    expect(res.status).toBe(201);
    expect((await readJson(res)).jobTargets).toBe(20);
    const rows = await two.db.select().from(jobTarget).where(eq(jobTarget.userId, erin.id));
    expect(rows.map((r) => r.id)).not.toContain('job-0');
  });
});
