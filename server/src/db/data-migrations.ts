import { eq, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { dataMigration } from './schema.ts';
import { migrateSkillRunSummaries } from './skill-run-summaries.ts';

// Changes to stored data that SQL cannot make (they need the engine), run once each at start-up,
// after the SQL migrations, in order; the `data_migration` table remembers which have run
// (decision 122). They start with the server, not with `openDatabase`, so the tools that open the
// database alone (admin, backup) do not load the engine.

// Any constant works; it only has to differ from the SQL migrations' lock (db/client.ts).
const DATA_MIGRATION_LOCK_ID = 7_202_612;

export interface DataMigration {
  /** Never changes once released: it is what `data_migration` remembers. */
  id: string;
  run(db: Db): Promise<unknown>;
}

export const DATA_MIGRATIONS: readonly DataMigration[] = [
  { id: '0001_work_summary_skills', run: migrateSkillRunSummaries },
];

/**
 * Runs the data migrations not yet applied, each in its own transaction with its record, so a
 * failure leaves it to run again at the next start. Several servers starting at once on one
 * PostgreSQL database take turns on an advisory lock; the first runs it, the others find its
 * record. A re-run is a no-op.
 *
 * @example await runDataMigrations(db) // ['0001_work_summary_skills'] the first time, then []
 */
export async function runDataMigrations(
  db: Db,
  migrations: readonly DataMigration[] = DATA_MIGRATIONS,
): Promise<string[]> {
  const done = new Set(
    (await db.select({ id: dataMigration.id }).from(dataMigration)).map((r) => r.id),
  );
  const ran: string[] = [];
  for (const m of migrations) {
    if (done.has(m.id)) continue;
    const applied = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${DATA_MIGRATION_LOCK_ID})`);
      const [already] = await tx
        .select({ id: dataMigration.id })
        .from(dataMigration)
        .where(eq(dataMigration.id, m.id));
      if (already) return false;
      await m.run(tx);
      await tx.insert(dataMigration).values({ id: m.id });
      return true;
    });
    if (applied) ran.push(m.id);
  }
  return ran;
}
