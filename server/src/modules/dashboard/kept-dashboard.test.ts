import type { PGlite } from '@electric-sql/pglite';
import { DashboardStats, type JobStatus, JobTargetBoard, Scan } from '@jobfit/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client.ts';
import { createLogger } from '../../lib/logger.ts';
import { startServer } from '../../server.ts';
import { SAMPLE_POSTING } from '../../test/cv-files.ts';
import { readJson, TestClient } from '../../test/http-client.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';

// Decision 186: the dashboard and the board are kept per process until the user's data version
// changes. Each check below reads them, writes one kind of row, and reads them again: a kept
// answer that missed the write fails it.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  t.clock.set(undefined);
  await t.close();
});

const CV = {
  resume: {
    basics: { name: 'Kept Figures' },
    work: [],
    education: [],
    skills: [{ name: 'Backend', keywords: ['TypeScript'] }],
  },
};

const dashboardOf = async (client: TestClient) =>
  DashboardStats.parse(await readJson(await client.get('/api/dashboard')));
const boardOf = async (client: TestClient) =>
  JobTargetBoard.parse(await readJson(await client.get('/api/job-targets/board')));
const totals = (board: JobTargetBoard) =>
  Object.fromEntries(board.columns.map((c) => [c.status, c.total]));
const funnelOf = (stats: DashboardStats) =>
  Object.fromEntries(stats.funnel.map((f) => [f.status, f.count]));

async function scanJob(client: TestClient, body: Record<string, unknown>): Promise<Scan> {
  const res = await client.post('/api/scans', body);
  expect(res.status).toBe(201);
  return Scan.parse(await readJson(res));
}

async function ok(res: Promise<Response>, status = 200) {
  expect((await res).status).toBe(status);
}

const setStatus = (client: TestClient, jobId: string, status: JobStatus) =>
  ok(client.request(`/api/job-targets/${jobId}`, { method: 'PATCH', json: { status } }));

/** Only these statuses have jobs, with these counts. */
function only(counts: Partial<Record<JobStatus, number>>) {
  return expect.objectContaining({
    saved: 0,
    applied: 0,
    interviewing: 0,
    offer: 0,
    rejected: 0,
    withdrawn: 0,
    ...counts,
  });
}

describe('the kept dashboard and board', () => {
  it('change with every kind of write', async () => {
    const u = await t.signUp();
    const c = u.client;
    expect((await dashboardOf(c)).hasCv).toBe(false);
    expect(totals(await boardOf(c))).toEqual(only({}));

    await ok(c.request('/api/cv', { method: 'PUT', json: CV }));
    expect((await dashboardOf(c)).hasCv).toBe(true);

    const first = await scanJob(c, { posting: SAMPLE_POSTING, title: 'One' });
    let stats = await dashboardOf(c);
    expect(stats).toMatchObject({ scanCount: 1, usage: { scans: { used: 1 } } });
    expect(stats.recentScans.map((s) => s.title)).toEqual(['One']);
    expect(totals(await boardOf(c))).toEqual(only({ saved: 1 }));

    const rescan = await scanJob(c, { jobTargetId: first.jobTargetId });
    expect(await dashboardOf(c)).toMatchObject({ scanCount: 2, usage: { scans: { used: 1 } } });

    await setStatus(c, first.jobTargetId, 'applied');
    stats = await dashboardOf(c);
    expect(funnelOf(stats)).toEqual(only({ applied: 1 }));
    expect(stats.outcomes.all.applied).toBe(1);
    expect(totals(await boardOf(c))).toEqual(only({ applied: 1 }));

    await ok(
      c.request(`/api/job-targets/${first.jobTargetId}`, {
        method: 'PATCH',
        json: { title: 'Renamed' },
      }),
    );
    expect((await dashboardOf(c)).recentScans.map((s) => s.title)).toEqual(['Renamed', 'Renamed']);
    expect((await boardOf(c)).columns.find((col) => col.status === 'applied')?.items).toEqual([
      expect.objectContaining({ title: 'Renamed' }),
    ]);

    const created = await c.post('/api/documents', { scanId: rescan.id, kind: 'cv' });
    expect(created.status).toBe(201);
    const doc = (await readJson(created)) as { id: string };
    expect((await dashboardOf(c)).usage.documents.used).toBe(1);

    // Dismissing a keyword rescores the job's scans in place.
    const missing = (await dashboardOf(c)).topMissingSkills[0]?.name;
    if (!missing) throw new Error('the sample posting has no missing skill');
    await ok(
      c.post(`/api/scans/${rescan.id}/dismissed-keywords`, {
        keyword: missing,
        reason: 'not_relevant',
      }),
    );
    expect((await dashboardOf(c)).topMissingSkills.map((s) => s.name)).not.toContain(missing);

    await ok(c.request(`/api/scans/${rescan.id}`, { method: 'DELETE' }), 204);
    expect((await dashboardOf(c)).scanCount).toBe(1);
    await ok(c.request(`/api/documents/${doc.id}`, { method: 'DELETE' }), 204);
    expect((await dashboardOf(c)).usage.documents.used).toBe(0);

    await ok(c.request(`/api/job-targets/${first.jobTargetId}`, { method: 'DELETE' }), 204);
    stats = await dashboardOf(c);
    expect(stats).toMatchObject({ scanCount: 0, recentScans: [], bestScore: null });
    expect(funnelOf(stats)).toEqual(only({}));
    expect(totals(await boardOf(c))).toEqual(only({}));
  });

  it('follows the UTC day: this month’s usage, deadlines from today', async () => {
    const u = await t.signUp();
    const c = u.client;
    await ok(c.request('/api/cv', { method: 'PUT', json: CV }));
    t.clock.set('2031-05-31T12:00:00Z');
    try {
      const s = await scanJob(c, { posting: SAMPLE_POSTING, title: 'Due' });
      await ok(
        c.request(`/api/job-targets/${s.jobTargetId}`, {
          method: 'PATCH',
          json: { deadline: '2031-06-01' },
        }),
      );
      let stats = await dashboardOf(c);
      expect(stats.usage).toMatchObject({
        scans: { used: 1 },
        resetsAt: '2031-06-01T00:00:00.000Z',
      });
      expect(stats.upcomingDeadlines.map((d) => d.deadline)).toEqual(['2031-06-01']);

      t.clock.set('2031-06-01T00:30:00Z');
      stats = await dashboardOf(c);
      expect(stats.usage).toMatchObject({
        scans: { used: 0 },
        resetsAt: '2031-07-01T00:00:00.000Z',
      });
      expect(stats.upcomingDeadlines.map((d) => d.deadline)).toEqual(['2031-06-01']);

      t.clock.set('2031-06-02T08:00:00Z');
      expect((await dashboardOf(c)).upcomingDeadlines).toEqual([]);
    } finally {
      t.clock.set(undefined);
    }
  });

  it('of two servers on one database each see the other’s writes', async () => {
    const u = await t.signUp();
    const one = u.client;
    await ok(one.request('/api/cv', { method: 'PUT', json: CV }));
    const first = await scanJob(one, { posting: SAMPLE_POSTING, title: 'First' });

    // A second server as another process would be: its own connections and its own kept answers.
    const database = await secondHandle(t);
    const second = await startServer({ ...t.env, port: 0 }, createLogger('silent'), {
      database,
      now: t.clock.now,
    });
    try {
      const two = new AtPort(t.baseUrl, '10.9.0.1', second.port);
      await ok(two.post('/api/auth/sign-in/email', { email: u.email, password: u.password }));

      for (const client of [one, two]) {
        expect((await dashboardOf(client)).scanCount).toBe(1);
        expect(totals(await boardOf(client))).toEqual(only({ saved: 1 }));
      }
      await scanJob(one, { posting: SAMPLE_POSTING, title: 'Second' });
      expect((await dashboardOf(two)).scanCount).toBe(2);
      expect(totals(await boardOf(two))).toEqual(only({ saved: 2 }));

      await setStatus(two, first.jobTargetId, 'interviewing');
      expect(funnelOf(await dashboardOf(one))).toEqual(only({ saved: 1, interviewing: 1 }));
      expect(totals(await boardOf(one))).toEqual(only({ saved: 1, interviewing: 1 }));

      // Any writer counts, not only the server's routes.
      await database.db.execute(
        sql`update job_target set status = 'offer' where user_id = ${u.id}`,
      );
      expect(funnelOf(await dashboardOf(one))).toEqual(only({ offer: 2 }));
      expect(totals(await boardOf(one))).toEqual(only({ offer: 2 }));
      expect(totals(await boardOf(two))).toEqual(only({ offer: 2 }));
    } finally {
      await second.close();
      // PGlite's second handle shares the first one's engine, which the context closes.
      if (database.kind === 'postgres') await database.close();
    }
  });
});

/** A client of the server on `port` that sends the public origin, as behind a balancer. */
class AtPort extends TestClient {
  private readonly port: number;
  constructor(appUrl: string, ip: string, port: number) {
    super(appUrl, ip);
    this.port = port;
  }
  override request(path: string, init: RequestInit & { json?: unknown } = {}) {
    return super.request(`http://127.0.0.1:${this.port}${path}`, init);
  }
}

/** Another handle on the test's database, with its own connections (PostgreSQL) and Db. */
async function secondHandle(context: TestContext): Promise<Database> {
  if (context.database.kind === 'pglite') {
    const { $client } = context.db as unknown as { $client: PGlite };
    return openDatabase({ dataDir: 'unused', pglite: $client });
  }
  const { rows } = (await context.db.execute(
    sql`select current_database() as name`,
  )) as unknown as {
    rows: { name: string }[];
  };
  const url = new URL(process.env.DATABASE_URL ?? '');
  url.pathname = `/${rows[0]?.name ?? ''}`;
  return openDatabase({ databaseUrl: url.toString(), dataDir: 'unused' });
}
