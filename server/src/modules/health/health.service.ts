import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReadinessCheck } from '@jobfit/contracts';
import { inArray, sql } from 'drizzle-orm';
import { type Db, MIGRATIONS_FOLDER } from '../../db/client.ts';
import { DATA_MIGRATIONS } from '../../db/data-migrations.ts';
import { dataMigration } from '../../db/schema.ts';
import type { Logger } from '../../lib/logger.ts';
import type { EnginePool } from '../../lib/scan-pool.ts';

export interface ReadinessReport {
  ready: boolean;
  checks: { database: ReadinessCheck; migrations: ReadinessCheck; workers: ReadinessCheck };
}

let newestMigration: number | undefined;

/** The `when` of the newest SQL migration this build ships: Drizzle records it as `created_at`. */
function newestMigrationMillis(): number {
  newestMigration ??= Math.max(
    ...(
      JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
        entries: { when: number }[];
      }
    ).entries.map((e) => e.when),
  );
  return newestMigration;
}

/**
 * Whether this instance can serve (decision 176): the database answers, it holds this build's
 * newest SQL migration and every data migration, and the engine workers are warm. A check that
 * cannot run because the database is down is `unknown`.
 */
export async function checkReadiness(
  db: Db,
  logger: Logger,
  engine: EnginePool,
): Promise<ReadinessReport> {
  const workers: ReadinessCheck = engine.isReady() ? 'ok' : 'failed';
  let database: ReadinessCheck = 'ok';
  let migrations: ReadinessCheck = 'unknown';
  try {
    await db.execute(sql`select 1`);
  } catch (err) {
    logger.error({ err }, 'readiness: the database did not answer');
    database = 'failed';
  }
  if (database === 'ok') {
    try {
      const ids = DATA_MIGRATIONS.map((m) => m.id);
      // Both drivers answer `execute` with `{ rows }`; the generic Db type does not say so.
      const { rows } = (await db.execute(sql`
        select
          (select count(*) from drizzle.__drizzle_migrations
            where created_at >= ${newestMigrationMillis()})::int as sql_newest,
          (select count(*) from ${dataMigration} where ${inArray(dataMigration.id, ids)})::int
            as data_done`)) as unknown as { rows: { sql_newest: number; data_done: number }[] };
      const row = rows[0];
      migrations = row && row.sql_newest > 0 && row.data_done === ids.length ? 'ok' : 'failed';
    } catch (err) {
      logger.error({ err }, 'readiness: the migrations could not be read');
      migrations = 'failed';
    }
  }
  const checks = { database, migrations, workers };
  return { ready: Object.values(checks).every((s) => s === 'ok'), checks };
}
