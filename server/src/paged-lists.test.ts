import {
  DocumentList,
  JOB_STATUSES,
  JobTargetBoard,
  JobTargetList,
  type JobTargetSummary,
} from '@jobfit/contracts';
import { asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { document, jobTarget, scan } from './db/schema.ts';
import { readJson } from './test/http-client.ts';
import { seedRows } from './test/seed-rows.ts';
import { createTestContext, type TestContext, type TestUser } from './test/test-context.ts';

// Lists paged in SQL (decision 142): pages in a stable order with no job twice, bounded page
// sizes, filters, and never another user's rows.

const RESULT = {
  keywords: ['TypeScript', 'PostgreSQL', 'Kubernetes', 'Go', 'Terraform'].map((name) => ({
    name,
    status: 'matched',
  })),
};

let t: TestContext;
let alice: TestUser;
let bob: TestUser;
const N = 140;

beforeAll(async () => {
  t = await createTestContext();
  [alice, bob] = [await t.signUp(), await t.signUp()];
  const seed = { now: new Date(), result: RESULT, documentContent: { kind: 'cv' } };
  await seedRows(t.db, alice.id, { ...seed, n: N });
  await seedRows(t.db, bob.id, { ...seed, n: 40 });
  // Two users and their rows: slow on a machine busy with other work.
}, 240_000);
afterAll(() => t.close());

const list = async (u: TestUser, query: string) =>
  JobTargetList.parse(await readJson(await u.client.get(`/api/job-targets?${query}`)));

/** Every page of a query, one after the other, as one array. */
async function walk(u: TestUser, query: string, pageSize: number) {
  const items: JobTargetSummary[] = [];
  for (let page = 1; ; page += 1) {
    const res = await list(u, `${query}&page=${page}&pageSize=${pageSize}`);
    items.push(...res.items);
    if (res.items.length < pageSize) return { items, total: res.total };
  }
}

/** What the list should say about each of the user's jobs, read straight from the tables. */
async function expectedJobs(userId: string) {
  const jobs = await t.db.select().from(jobTarget).where(eq(jobTarget.userId, userId));
  const scans = await t.db
    .select({ id: scan.id, jobTargetId: scan.jobTargetId, score: scan.score })
    .from(scan)
    .where(eq(scan.userId, userId))
    .orderBy(desc(scan.createdAt), desc(scan.id));
  const byJob = Map.groupBy(scans, (s) => s.jobTargetId);
  return new Map(
    jobs.map((j) => {
      const [latest, previous] = byJob.get(j.id) ?? [];
      return [
        j.id,
        {
          status: j.status,
          title: j.title,
          latestScore: latest?.score ?? null,
          latestScanId: latest?.id ?? null,
          scoreChange: latest && previous ? latest.score - previous.score : null,
          scanCount: byJob.get(j.id)?.length ?? 0,
        },
      ];
    }),
  );
}

describe('GET /api/job-targets, paged in SQL', () => {
  it.each(['activity', 'newest', 'score_desc', 'score_asc', 'deadline', 'title', 'company'])(
    'walks every job once in a stable %s order, the same whatever the page size',
    async (sort) => {
      const expected = await expectedJobs(alice.id);
      const small = await walk(alice, `sort=${sort}`, 25);
      const large = await walk(alice, `sort=${sort}`, 100);
      expect(small.total).toBe(N);
      expect(small.items).toHaveLength(N);
      expect(new Set(small.items.map((j) => j.id))).toEqual(new Set(expected.keys()));
      expect(small.items.map((j) => j.id)).toEqual(large.items.map((j) => j.id));
      for (const job of small.items) {
        expect(job).toMatchObject(expected.get(job.id) ?? {});
      }
    },
  );

  it('orders by the sort key, jobs without a score or deadline last', async () => {
    const { items: byScore } = await walk(alice, 'sort=score_desc', 100);
    const scores = byScore.map((j) => j.latestScore ?? -1);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(byScore.at(-1)?.latestScore).toBeNull();
    const { items: byActivity } = await walk(alice, 'sort=activity', 100);
    const times = byActivity.map((j) => j.lastActivityAt);
    expect(times).toEqual([...times].sort().reverse());
    const { items: byDeadline } = await walk(alice, 'sort=deadline', 100);
    const deadlines = byDeadline.map((j) => j.deadline ?? '9999');
    expect(deadlines).toEqual([...deadlines].sort());
    expect(byDeadline.at(-1)?.deadline).toBeNull();
  });

  it('bounds the page size and answers past the end with no items', async () => {
    expect((await alice.client.get('/api/job-targets?pageSize=101')).status).toBe(400);
    expect((await alice.client.get('/api/job-targets?pageSize=0')).status).toBe(400);
    expect((await list(alice, 'pageSize=100')).items).toHaveLength(100);
    expect(await list(alice, 'page=99&pageSize=10')).toEqual({
      items: [],
      total: N,
      page: 99,
      pageSize: 10,
    });
  });

  it('filters by status, search and score in SQL, with the matching total', async () => {
    const expected = [...(await expectedJobs(alice.id)).values()];
    const picked = await walk(alice, 'status=applied&status=offer', 30);
    expect(picked.total).toBe(
      expected.filter((j) => j.status === 'applied' || j.status === 'offer').length,
    );
    expect(new Set(picked.items.map((j) => j.status))).toEqual(new Set(['applied', 'offer']));

    const nurses = await walk(alice, 'search=nURSE', 30);
    expect(nurses.total).toBe(expected.filter((j) => j.title.includes('Nurse')).length);
    expect(nurses.items.every((j) => j.title.includes('Registered Nurse'))).toBe(true);

    const scored = await walk(alice, 'minScore=40&maxScore=60&status=saved', 30);
    const inRange = expected.filter(
      (j) =>
        j.status === 'saved' &&
        j.latestScore !== null &&
        j.latestScore >= 40 &&
        j.latestScore <= 60,
    );
    expect(scored.total).toBe(inRange.length);
    expect(
      scored.items.map((j) => j.latestScore).every((s) => s !== null && s >= 40 && s <= 60),
    ).toBe(true);
  });

  it('never lists another user’s jobs, whatever the query', async () => {
    const bobs = new Set((await expectedJobs(bob.id)).keys());
    for (const query of ['sort=title', 'search=e', 'minScore=0', 'status=saved&sort=deadline']) {
      const { items, total } = await walk(bob, query, 100);
      expect(items.length).toBe(total);
      expect(items.every((j) => bobs.has(j.id))).toBe(true);
      const alices = await walk(alice, query, 100);
      expect(alices.items.some((j) => bobs.has(j.id))).toBe(false);
    }
  });

  it('gives the board each status’s count and its first jobs', async () => {
    const expected = [...(await expectedJobs(alice.id)).values()];
    const board = JobTargetBoard.parse(
      await readJson(await alice.client.get('/api/job-targets/board?perStage=5&sort=newest')),
    );
    expect(board.columns.map((c) => c.status)).toEqual(JOB_STATUSES);
    for (const column of board.columns) {
      expect(column.total).toBe(expected.filter((j) => j.status === column.status).length);
      const first = await list(alice, `status=${column.status}&sort=newest&pageSize=5`);
      expect(column.items.map((j) => j.id)).toEqual(first.items.map((j) => j.id));
    }
    expect((await alice.client.get('/api/job-targets/board?perStage=101')).status).toBe(400);
  });

  it('fills each board column like the list filtered by its status, whatever the filters', async () => {
    for (const query of [
      'search=engineer&sort=score_desc',
      'minScore=1&sort=title',
      'sort=activity',
    ]) {
      const board = JobTargetBoard.parse(
        await readJson(await alice.client.get(`/api/job-targets/board?perStage=3&${query}`)),
      );
      for (const column of board.columns) {
        const first = await list(alice, `status=${column.status}&${query}&pageSize=3`);
        expect(column.items.map((j) => j.id)).toEqual(first.items.map((j) => j.id));
        expect(column.items).toEqual(first.items);
        expect(column.total).toBe(first.total);
      }
    }
  });
});

describe('GET /api/documents, paged in SQL', () => {
  it('pages the user’s documents, newest change first, with the total', async () => {
    const own = await t.db
      .select({ id: document.id })
      .from(document)
      .where(eq(document.userId, alice.id))
      .orderBy(asc(document.id));
    const seen: string[] = [];
    let total: number | undefined;
    for (let page = 1; ; page += 1) {
      const res = DocumentList.parse(
        await readJson(await alice.client.get(`/api/documents?page=${page}&pageSize=40`)),
      );
      total = res.total;
      seen.push(...res.items.map((d) => d.id));
      const stamps = res.items.map((d) => d.updatedAt);
      expect(stamps).toEqual([...stamps].sort().reverse());
      if (res.items.length < 40) break;
    }
    expect(total).toBe(own.length);
    expect(seen).toHaveLength(own.length);
    expect(new Set(seen)).toEqual(new Set(own.map((d) => d.id)));
    expect((await alice.client.get('/api/documents?pageSize=101')).status).toBe(400);
    const letters = DocumentList.parse(
      await readJson(await alice.client.get('/api/documents?kind=cover_letter&pageSize=100')),
    );
    expect(letters.items.every((d) => d.kind === 'cover_letter')).toBe(true);
    expect(letters.total).toBeLessThan(own.length);
    const bobs = DocumentList.parse(
      await readJson(await bob.client.get('/api/documents?pageSize=100')),
    );
    expect(bobs.items.some((d) => seen.includes(d.id))).toBe(false);
  });
});
