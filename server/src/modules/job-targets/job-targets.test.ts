import { JobTargetDetail, JobTargetList, Scan } from '@jobfit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_POSTING } from '../../test/cv-files.ts';
import { readJson } from '../../test/http-client.ts';
import { createTestContext, type TestContext, type TestUser } from '../../test/test-context.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const resume = (skills: string[]) => ({
  basics: { name: 'Tracy Tracker', email: 'tracy@example.com' },
  work: [
    {
      name: 'Umbrella',
      position: 'Backend Engineer',
      startDate: '2018-01',
      highlights: [`Used ${skills.join(', ')}`],
    },
  ],
  education: [],
  skills: [{ name: 'Tech', keywords: skills }],
});

async function withCv(skills = ['TypeScript']): Promise<TestUser> {
  const u = await t.signUp();
  await u.client.request('/api/cv', { method: 'PUT', json: { resume: resume(skills) } });
  return u;
}

const addJob = async (u: TestUser, body: Record<string, unknown>) => {
  const res = await u.client.post('/api/job-targets', body);
  expect(res.status).toBe(201);
  return JobTargetDetail.parse(await readJson(res));
};

describe('job tracker', () => {
  it('lists jobs from scans with latest score and its change over rescans', async () => {
    const u = await withCv(['TypeScript']);
    const first = Scan.parse(
      await readJson(await u.client.post('/api/scans', { posting: SAMPLE_POSTING })),
    );
    await u.client.request('/api/cv', {
      method: 'PUT',
      json: { resume: resume(['TypeScript', 'Node.js', 'PostgreSQL', 'Redis', 'Kubernetes']) },
    });
    const second = Scan.parse(
      await readJson(await u.client.post('/api/scans', { jobTargetId: first.jobTargetId })),
    );

    const list = JobTargetList.parse(await readJson(await u.client.get('/api/job-targets')));
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({
      id: first.jobTargetId,
      status: 'saved',
      latestScore: second.score,
      scoreChange: second.score - first.score,
      latestScanId: second.id,
      scanCount: 2,
    });
    const detail = JobTargetDetail.parse(
      await readJson(await u.client.get(`/api/job-targets/${first.jobTargetId}`)),
    );
    expect(detail.scores.map((s) => s.score)).toEqual([first.score, second.score]);
    expect(detail.timeline).toEqual([{ from: null, to: 'saved', at: expect.any(String) }]);
    expect(detail.postingText).toBe(SAMPLE_POSTING.trim());
  });

  it('keeps the list’s latest score right when scans are rescored or deleted', async () => {
    const u = await withCv(['TypeScript']);
    const first = Scan.parse(
      await readJson(await u.client.post('/api/scans', { posting: SAMPLE_POSTING })),
    );
    const second = Scan.parse(
      await readJson(await u.client.post('/api/scans', { jobTargetId: first.jobTargetId })),
    );
    const listed = async () =>
      JobTargetList.parse(await readJson(await u.client.get('/api/job-targets?sort=score_desc')))
        .items[0];

    // Dismissing a missing keyword rescores every scan of the job (decision 112).
    const missing = second.result.keywords.find((k) => k.status === 'missing');
    expect(missing).toBeDefined();
    const rescored = Scan.parse(
      await readJson(
        await u.client.post(`/api/scans/${second.id}/dismissed-keywords`, {
          keyword: missing!.name,
          reason: 'not_relevant',
        }),
      ),
    );
    expect(rescored.score).toBeGreaterThan(second.score);
    expect(await listed()).toMatchObject({
      latestScanId: second.id,
      latestScore: rescored.score,
      scanCount: 2,
    });

    expect((await u.client.request(`/api/scans/${second.id}`, { method: 'DELETE' })).status).toBe(
      204,
    );
    const after = await listed();
    expect(after).toMatchObject({ latestScanId: first.id, scanCount: 1, scoreChange: null });
    const detail = JobTargetDetail.parse(
      await readJson(await u.client.get(`/api/job-targets/${first.jobTargetId}`)),
    );
    expect(after?.latestScore).toBe(detail.scores.at(-1)?.score);

    expect((await u.client.request(`/api/scans/${first.id}`, { method: 'DELETE' })).status).toBe(
      204,
    );
    expect(await listed()).toMatchObject({ latestScanId: null, latestScore: null, scanCount: 0 });
  });

  it('edits fields, records each status change, stamps the applied date once', async () => {
    const u = await withCv();
    t.clock.set('2026-11-01T10:00:00Z');
    try {
      const job = await addJob(u, {
        title: 'Data Analyst',
        company: 'Initech',
        deadline: '2026-12-31',
      });
      t.clock.set('2026-11-02T10:00:00Z');
      const applied = JobTargetDetail.parse(
        await readJson(
          await u.client.request(`/api/job-targets/${job.id}`, {
            method: 'PATCH',
            json: { status: 'applied', notes: 'Sent via referral', salary: '€60k' },
          }),
        ),
      );
      expect(applied).toMatchObject({
        status: 'applied',
        notes: 'Sent via referral',
        salary: '€60k',
        appliedAt: '2026-11-02T10:00:00.000Z',
      });
      t.clock.set('2026-11-09T10:00:00Z');
      const interviewing = JobTargetDetail.parse(
        await readJson(
          await u.client.request(`/api/job-targets/${job.id}`, {
            method: 'PATCH',
            json: { status: 'interviewing' },
          }),
        ),
      );
      expect(interviewing.appliedAt).toBe('2026-11-02T10:00:00.000Z');
      expect(interviewing.timeline.map((e) => [e.from, e.to, e.at.slice(0, 10)])).toEqual([
        [null, 'saved', '2026-11-01'],
        ['saved', 'applied', '2026-11-02'],
        ['applied', 'interviewing', '2026-11-09'],
      ]);
    } finally {
      t.clock.set(undefined);
    }
  });

  it('validates input', async () => {
    const u = await withCv();
    const bad = await u.client.post('/api/job-targets', {
      title: '',
      url: 'ftp://x',
      deadline: '31/12/2026',
      status: 'hired',
    });
    expect(bad.status).toBe(400);
    const details = (await readJson(bad)).error.details;
    expect(Object.keys(details).sort()).toEqual(['deadline', 'status', 'title', 'url']);
  });

  it('filters by status and score, searches, sorts and pages', async () => {
    const u = await withCv(['TypeScript', 'Node.js', 'PostgreSQL']);
    const scanned = Scan.parse(
      await readJson(
        await u.client.post('/api/scans', {
          posting: SAMPLE_POSTING,
          title: 'Scanned Job',
          company: 'Acme',
        }),
      ),
    );
    await addJob(u, { title: 'Offer Job', company: 'Globex', status: 'offer' });
    await addJob(u, {
      title: 'Applied Job',
      company: 'Acme',
      status: 'applied',
      deadline: '2027-01-10',
    });

    const statuses = JobTargetList.parse(
      await readJson(await u.client.get('/api/job-targets?status=offer&status=applied&sort=title')),
    );
    expect(statuses.items.map((j) => j.title)).toEqual(['Applied Job', 'Offer Job']);
    const acme = JobTargetList.parse(
      await readJson(await u.client.get('/api/job-targets?search=acme&sort=title')),
    );
    expect(acme.items.map((j) => j.title)).toEqual(['Applied Job', 'Scanned Job']);
    const scored = JobTargetList.parse(
      await readJson(
        await u.client.get(`/api/job-targets?minScore=${scanned.score}&maxScore=${scanned.score}`),
      ),
    );
    expect(scored.items.map((j) => j.title)).toEqual(['Scanned Job']);
    const paged = JobTargetList.parse(
      await readJson(await u.client.get('/api/job-targets?sort=title&page=2&pageSize=2')),
    );
    expect(paged).toMatchObject({ total: 3, page: 2 });
    expect(paged.items.map((j) => j.title)).toEqual(['Scanned Job']);
    expect((await u.client.get('/api/job-targets?minScore=101')).status).toBe(400);
  });

  it('changes many statuses at once, only the user’s own', async () => {
    const [u, other] = [await withCv(), await withCv()];
    const a = await addJob(u, { title: 'A' });
    const b = await addJob(u, { title: 'B' });
    const theirs = await addJob(other, { title: 'Theirs' });
    const res = await u.client.post('/api/job-targets/bulk-status', {
      ids: [a.id, b.id],
      status: 'rejected',
    });
    expect(await readJson(res)).toEqual({ updated: 2 });
    const mixed = await u.client.post('/api/job-targets/bulk-status', {
      ids: [a.id, theirs.id],
      status: 'offer',
    });
    expect(mixed.status).toBe(404);
    expect(
      JobTargetDetail.parse(await readJson(await u.client.get(`/api/job-targets/${a.id}`))).status,
    ).toBe('rejected');
    expect(
      JobTargetDetail.parse(await readJson(await other.client.get(`/api/job-targets/${theirs.id}`)))
        .status,
    ).toBe('saved');
  });

  it('exports CSV safe for spreadsheets', async () => {
    const u = await withCv();
    await addJob(u, {
      title: '=HYPERLINK("http://evil")',
      company: 'Quote "Co"',
      notes: 'line one\nline two',
    });
    const res = await u.client.get('/api/job-targets/export.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const text = await res.text();
    const [header, row] = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(
      '"Title","Company","Location","Status","Latest score","Score change","Applied","Deadline","Salary","Link","Notes","CV sent","Last activity"',
    );
    expect(row).toContain(`"'=HYPERLINK(""http://evil"")","Quote ""Co"""`);
    expect(row).toContain('"line one\nline two"');
  });

  it('keeps jobs private and deletes a job with its scans', async () => {
    const [u, other] = [await withCv(), await withCv()];
    const scanned = Scan.parse(
      await readJson(await u.client.post('/api/scans', { posting: SAMPLE_POSTING })),
    );
    const id = scanned.jobTargetId;
    expect((await other.client.get(`/api/job-targets/${id}`)).status).toBe(404);
    expect(
      (
        await other.client.request(`/api/job-targets/${id}`, {
          method: 'PATCH',
          json: { status: 'offer' },
        })
      ).status,
    ).toBe(404);
    expect(
      (await other.client.request(`/api/job-targets/${id}`, { method: 'DELETE' })).status,
    ).toBe(404);
    expect(
      JobTargetList.parse(await readJson(await other.client.get('/api/job-targets'))).total,
    ).toBe(0);
    expect((await t.client().get('/api/job-targets')).status).toBe(401);

    expect((await u.client.request(`/api/job-targets/${id}`, { method: 'DELETE' })).status).toBe(
      204,
    );
    expect((await u.client.get(`/api/scans/${scanned.id}`)).status).toBe(404);
  });
});
