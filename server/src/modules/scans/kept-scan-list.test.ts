import { Scan, ScanList } from '@jobfit/contracts';
import { scan as scanEngine } from '@jobfit/engine';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshJobScanSummary } from '../../db/job-scan-summary.ts';
import { jobTarget } from '../../db/schema.ts';
import { findCvRow, findMasterCvJson, toParsedCv } from '../../lib/master-cv.ts';
import { SAMPLE_POSTING } from '../../test/cv-files.ts';
import { readJson, type TestClient } from '../../test/http-client.ts';
import { newScan, userWithBackendCv } from '../../test/scan-users.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';

// Decision 189: the scan list is kept per user data version, and a new scan is stored and
// answered from the JSON text its worker wrote. Each list check reads a page, writes, and reads
// it again at once: a kept page that missed the write fails it.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const userWithCv = () => userWithBackendCv(t, { name: 'Kim Kept', email: 'kim@example.com' });

const listOf = async (client: TestClient, query = '') =>
  ScanList.parse(await readJson(await client.get(`/api/scans${query}`)));
const rows = (list: ScanList) => list.items.map((s) => [s.title, s.score]);

describe('the kept scan list', () => {
  it('changes right after a scan is created, deleted or has a keyword dismissed or restored', async () => {
    const u = await userWithCv();
    const bob = await userWithCv();
    const c = u.client;
    expect(await listOf(c)).toEqual({ items: [], total: 0, page: 1, pageSize: 20 });
    expect((await listOf(c, '?search=alpha')).total).toBe(0);

    const a = await newScan(c, { posting: SAMPLE_POSTING, title: 'Alpha' });
    expect(rows(await listOf(c))).toEqual([['Alpha', a.score]]);
    expect((await listOf(c, '?search=alpha')).items.map((s) => s.id)).toEqual([a.id]);

    const b = await newScan(c, { posting: SAMPLE_POSTING, title: 'Beta' });
    const both = await listOf(c);
    expect(both.total).toBe(2);
    expect(both.items.map((s) => s.id)).toEqual([b.id, a.id]);

    // A missing required keyword dismissed: the scan is recomputed in place with a new score.
    const keyword = a.result.keywords.find(
      (k) => k.status === 'missing' && k.required && k.category !== 'soft',
    )?.name;
    if (!keyword) throw new Error('the scan has no missing required keyword');
    const dismissed = Scan.parse(
      await readJson(
        await c.post(`/api/scans/${a.id}/dismissed-keywords`, {
          keyword,
          reason: 'not_relevant',
        }),
      ),
    );
    expect(dismissed.score).not.toBe(a.score);
    expect(rows(await listOf(c))).toEqual([
      ['Beta', b.score],
      ['Alpha', dismissed.score],
    ]);
    const restored = await c.request(
      `/api/scans/${a.id}/dismissed-keywords?${new URLSearchParams({ keyword }).toString()}`,
      { method: 'DELETE' },
    );
    expect(restored.status).toBe(200);
    expect(rows(await listOf(c))).toEqual([
      ['Beta', b.score],
      ['Alpha', a.score],
    ]);

    // The job's title is the list's too.
    const renamed = await c.request(`/api/job-targets/${a.jobTargetId}`, {
      method: 'PATCH',
      json: { title: 'Alpha Prime' },
    });
    expect(renamed.status).toBe(200);
    expect((await listOf(c, '?search=alpha')).items.map((s) => s.title)).toEqual(['Alpha Prime']);

    expect((await c.request(`/api/scans/${b.id}`, { method: 'DELETE' })).status).toBe(204);
    const left = await listOf(c);
    expect(left.total).toBe(1);
    expect(left.items.map((s) => s.id)).toEqual([a.id]);

    // Every page is its user's own.
    expect(await listOf(bob.client)).toEqual({ items: [], total: 0, page: 1, pageSize: 20 });
  });
});

describe('a new scan', () => {
  it('answers what is stored: the engine’s result exactly, and the job’s scan summary', async () => {
    const u = await userWithCv();
    const res = await u.client.post('/api/scans', { posting: SAMPLE_POSTING });
    expect(res.status).toBe(201);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const answer = (await readJson(res)) as { result: unknown };
    const created = Scan.parse(answer);
    const stored = Scan.parse(await readJson(await u.client.get(`/api/scans/${created.id}`)));
    expect(created).toEqual(stored);

    // The CV the worker reads from JSON text is the stored CV, key for key.
    const row = await findCvRow(t.db, u.id);
    if (!row) throw new Error('no master CV');
    const cvJson = await findMasterCvJson(t.db, u.id);
    expect(cvJson?.text).toBe(row.text);
    expect(JSON.stringify(JSON.parse(cvJson?.json ?? 'null'))).toBe(
      JSON.stringify(toParsedCv(row)),
    );
    // The pool's result is the engine's, run here on the stored CV: the same JSON.
    const inline = scanEngine(toParsedCv(row), created.postingText, {
      asOf: created.createdAt.slice(0, 10),
    });
    expect(JSON.stringify(answer.result)).toBe(JSON.stringify(inline));

    // A new job's summary is written with its scan: what the summary function computes.
    const summaryOf = async () => {
      const [job] = await t.db
        .select({
          latestScanId: jobTarget.latestScanId,
          latestScore: jobTarget.latestScore,
          previousScore: jobTarget.previousScore,
          scanCount: jobTarget.scanCount,
        })
        .from(jobTarget)
        .where(eq(jobTarget.id, created.jobTargetId));
      return job;
    };
    const written = await summaryOf();
    expect(written).toEqual({
      latestScanId: created.id,
      latestScore: created.score,
      previousScore: null,
      scanCount: 1,
    });
    await refreshJobScanSummary(t.db, created.jobTargetId);
    expect(await summaryOf()).toEqual(written);
  });
});
