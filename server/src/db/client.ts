import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

/** The Drizzle database every service takes as its first argument; PGlite or PostgreSQL alike. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Answers when the database does; used by /api/health. */
  ping(): Promise<void>;
  /** The connection pool's figures, for /metrics; PostgreSQL only (PGlite has no pool). */
  poolStats?: () => DbPoolStats;
  close(): Promise<void>;
}

/** node-postgres's pool counts: connections open, of those idle, and queries waiting for one. */
export interface DbPoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export const MIGRATIONS_FOLDER = path.join(import.meta.dirname, '../../drizzle');

// Any constant works; it only has to be the same for every process migrating one database.
const MIGRATION_LOCK_ID = 7_202_611;

/**
 * Opens PostgreSQL when a URL is given, else embedded PGlite persisted in `dataDir/db` (or in
 * memory when `dataDir` is 'memory://'), and applies the migrations. A re-run is a no-op.
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  pglite?: PGlite;
}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.pglite ?? (await createPglite(options.dataDir)));
}

async function createPglite(dataDir: string): Promise<PGlite> {
  if (dataDir === 'memory://') return new PGlite();
  const dir = path.join(dataDir, 'db');
  await mkdir(dir, { recursive: true });
  return new PGlite(dir);
}

async function openPglite(client: PGlite): Promise<Database> {
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}

/**
 * What every pooled connection sets. JIT compilation pays off for long analytical queries, not
 * for ours: on the dashboard's aggregates over 10,000 jobs it spent 65 ms compiling a 330 ms query
 * (docs/decisions/184). Large values (a scan's result, ~50 kB of JSON) are compressed with LZ4
 * where the server has it: less than half pglz's CPU per write, and faster reads (decision 189).
 */
async function connectionSettings(client: pg.Client): Promise<string> {
  const { rows } = await client.query<{ lz4: boolean }>(
    `select 'lz4' = any(enumvals) as lz4 from pg_settings where name = 'default_toast_compression'`,
  );
  return rows[0]?.lz4 ? '-c jit=off -c default_toast_compression=lz4' : '-c jit=off';
}

async function openPostgres(url: string): Promise<Database> {
  // Several server processes may start at once on one database: migrate under an advisory lock.
  let settings: string;
  const lockClient = new pg.Client({ connectionString: url });
  await lockClient.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg({ client: lockClient, casing: 'snake_case' }), {
      migrationsFolder: MIGRATIONS_FOLDER,
    });
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    settings = await connectionSettings(lockClient);
  } finally {
    await lockClient.end();
  }
  const pool = new pg.Pool({ connectionString: url, max: 10, options: settings });
  // An idle connection the server ends (restart, failover, an administrator's terminate) must not
  // crash the process: the pool drops it and the next query opens a new one.
  pool.on('error', (err) => {
    process.emitWarning(`PostgreSQL closed an idle connection: ${err.message}`);
  });
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    close: () => pool.end(),
  };
}
