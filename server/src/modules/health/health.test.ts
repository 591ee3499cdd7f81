import { NotReadyDetails, Readiness } from '@jobfit/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataMigration } from '../../db/schema.ts';
import { readJson } from '../../test/http-client.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';

// Decision 176: a liveness probe that checks nothing, a readiness probe that names what failed.
// "Not ready before the workers are warm" needs a fresh process: shutdown.test.ts covers it.
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ smtp: false });
});
afterAll(() => t.close());

describe('GET /api/health/live', () => {
  it('answers 200 {"status":"ok"}', async () => {
    const res = await t.client().get('/api/health/live');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });
});

describe('GET /api/health/ready', () => {
  it('answers 200 with every check ok once the database is migrated and the workers are warm', async () => {
    const res = await t.client().get('/api/health/ready');
    expect(res.status).toBe(200);
    const body = Readiness.parse(await readJson(res));
    expect(body).toEqual({
      status: 'ok',
      checks: { database: 'ok', migrations: 'ok', workers: 'ok' },
    });
  });

  it('answers 503 naming the migrations when a data migration is not recorded', async () => {
    const [row] = await t.db.select().from(dataMigration).limit(1);
    if (!row) throw new Error('the test database has no data migration recorded');
    await t.db.delete(dataMigration).where(eq(dataMigration.id, row.id));
    try {
      const res = await t.client().get('/api/health/ready');
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('1');
      const body = await readJson(res);
      expect(body.error).toMatchObject({
        code: 'unavailable',
        message: 'The database is not migrated to this version.',
      });
      expect(NotReadyDetails.parse(body.error.details)).toEqual({
        failed: ['migrations'],
        checks: { database: 'ok', migrations: 'failed', workers: 'ok' },
      });
      // The old endpoint answers from the same checks.
      expect((await t.client().get('/api/health')).status).toBe(503);
    } finally {
      await t.db.insert(dataMigration).values(row);
    }
    expect((await t.client().get('/api/health/ready')).status).toBe(200);
  });
});

describe('with the database gone', () => {
  let down: TestContext;
  beforeAll(async () => {
    down = await createTestContext({ smtp: false });
    await down.database.close();
  });
  afterAll(() => down.close());

  it('is not ready, names the database and cannot tell the migrations', async () => {
    const res = await down.client().get('/api/health/ready');
    expect(res.status).toBe(503);
    const body = await readJson(res);
    expect(body.error).toMatchObject({
      code: 'unavailable',
      message: 'The database is not available.',
    });
    expect(NotReadyDetails.parse(body.error.details)).toEqual({
      failed: ['database'],
      checks: { database: 'failed', migrations: 'unknown', workers: 'ok' },
    });
    expect(down.logs.some((l) => l.msg === 'readiness: the database did not answer')).toBe(true);
  });

  it('keeps /api/health at 503 and /api/health/live at 200', async () => {
    const health = await down.client().get('/api/health');
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({
      error: { code: 'unavailable', message: 'The database is not available.' },
    });
    const live = await down.client().get('/api/health/live');
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok' });
  });
});
