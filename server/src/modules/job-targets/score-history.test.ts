import { DashboardStats, JobTargetDetail, Scan } from '@jobfit/contracts';
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
  basics: { name: 'Hana History', email: 'hana@example.com' },
  work: [
    {
      name: 'Globex',
      position: 'Backend Engineer',
      startDate: '2018-01',
      highlights: [`Built payment services with ${skills.join(', ')}`],
    },
  ],
  education: [],
  skills: [{ name: 'Tech', keywords: skills }],
});

const saveCv = async (u: TestUser, skills: string[]) => {
  const res = await u.client.request('/api/cv', {
    method: 'PUT',
    json: { resume: resume(skills) },
  });
  expect(res.status).toBe(200);
};

const scanAt = async (u: TestUser, at: string, body: Record<string, unknown>) => {
  t.clock.set(at);
  const res = await u.client.post('/api/scans', body);
  expect(res.status).toBe(201);
  return Scan.parse(await readJson(res));
};

const statusOf = (s: Scan, name: string) =>
  s.result.keywords.find((k) => k.name.toLowerCase() === name.toLowerCase())?.status;

describe('score history with what changed between scans', () => {
  it('lists, for every rescan, the CV change, keywords now matched or missing and the delta', async () => {
    const u = await t.signUp();
    const base = ['TypeScript', 'Node.js', 'PostgreSQL'];
    await saveCv(u, base);
    try {
      const v1 = await scanAt(u, '2026-05-01T09:00:00Z', { posting: SAMPLE_POSTING });
      const job = v1.jobTargetId;
      const v2 = await scanAt(u, '2026-05-01T10:00:00Z', { jobTargetId: job });
      await saveCv(u, [...base, 'Kubernetes', 'Terraform']);
      const v3 = await scanAt(u, '2026-05-02T10:00:00Z', { jobTargetId: job });
      await saveCv(u, [...base, 'Terraform']);
      const v4 = await scanAt(u, '2026-05-03T10:00:00Z', { jobTargetId: job });
      expect([statusOf(v1, 'Kubernetes'), statusOf(v3, 'Kubernetes')]).toEqual([
        'missing',
        'matched',
      ]);
      expect([statusOf(v1, 'Terraform'), statusOf(v3, 'Terraform')]).toEqual([
        'missing',
        'matched',
      ]);

      const detail = JobTargetDetail.parse(
        await readJson(await u.client.get(`/api/job-targets/${job}`)),
      );
      expect(detail.scores.map((s) => s.scanId)).toEqual([v1.id, v2.id, v3.id, v4.id]);
      expect(detail.scores.map((s) => s.changes)).toEqual([
        null,
        { cvChanged: false, nowMatched: [], nowMissing: [], scoreDelta: 0 },
        {
          cvChanged: true,
          nowMatched: expect.arrayContaining(['Kubernetes', 'Terraform']),
          nowMissing: [],
          scoreDelta: v3.score - v2.score,
        },
        {
          cvChanged: true,
          nowMatched: [],
          nowMissing: ['Kubernetes'],
          scoreDelta: v4.score - v3.score,
        },
      ]);
      expect(v3.score).toBeGreaterThan(v2.score);
      // Nothing else became matched than what the stored results say changed.
      const becameMatched = v3.result.keywords
        .filter((k) => k.status === 'matched' && statusOf(v2, k.name) !== 'matched')
        .map((k) => k.name);
      expect(detail.scores[2]?.changes?.nowMatched.toSorted()).toEqual(becameMatched.toSorted());

      // Rescans were free: only the first scan counts against the monthly quota.
      const stats = DashboardStats.parse(await readJson(await u.client.get('/api/dashboard')));
      expect(stats.usage.scans.used).toBe(1);
      expect(stats.scanCount).toBe(4);
    } finally {
      t.clock.set(undefined);
    }
  });

  it('has no changes for a job scanned once or not at all', async () => {
    const u = await t.signUp();
    await saveCv(u, ['TypeScript']);
    const once = Scan.parse(
      await readJson(await u.client.post('/api/scans', { posting: SAMPLE_POSTING })),
    );
    const detail = JobTargetDetail.parse(
      await readJson(await u.client.get(`/api/job-targets/${once.jobTargetId}`)),
    );
    expect(detail.scores).toEqual([
      {
        scanId: once.id,
        score: once.score,
        rescan: false,
        createdAt: once.createdAt,
        changes: null,
      },
    ]);
    const manual = JobTargetDetail.parse(
      await readJson(await u.client.post('/api/job-targets', { title: 'By hand' })),
    );
    expect(manual.scores).toEqual([]);
  });
});
