import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database.ts';
import type { Database } from './client.ts';

// Settings every pooled PostgreSQL connection starts with (docs/decisions/184).

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('database connections', () => {
  it.runIf(process.env.JOBFIT_TEST_DB === 'postgres')(
    'run PostgreSQL without JIT compilation, on every connection of the pool',
    async () => {
      // More queries at once than one connection serves: the pool opens several.
      const rows = await Promise.all(
        Array.from({ length: 6 }, () =>
          database.db.execute(sql`select current_setting('jit') as jit, pg_sleep(0.05)`),
        ),
      );
      const settings = rows.map((r) => (r as unknown as { rows: { jit: string }[] }).rows[0]?.jit);
      expect(settings).toEqual(Array(6).fill('off'));
    },
  );

  it.runIf(process.env.JOBFIT_TEST_DB === 'postgres')(
    'compress large values with LZ4 when the server has it (decision 189)',
    async () => {
      const result = await database.db.execute(
        sql`select current_setting('default_toast_compression') as now,
          (select 'lz4' = any(enumvals) from pg_settings
            where name = 'default_toast_compression') as has_lz4`,
      );
      const row = (result as unknown as { rows: { now: string; has_lz4: boolean }[] }).rows[0];
      expect(row?.now).toBe(row?.has_lz4 ? 'lz4' : 'pglz');
    },
  );
});
