import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../db/client.ts';

/**
 * A fresh, migrated database for one test context: in-memory PGlite, or — when the suite runs
 * with JOBFIT_TEST_DB=postgres — a new database on the DATABASE_URL server, dropped on close.
 * Closing twice is a no-op (a test may close it early to see the server without it).
 */
export async function createTestDatabase(): Promise<Database> {
  const database = await openTestDatabase();
  let closing: Promise<void> | undefined;
  return { ...database, close: () => (closing ??= database.close()) };
}

async function openTestDatabase(): Promise<Database> {
  if (process.env.JOBFIT_TEST_DB !== 'postgres') {
    return openDatabase({ dataDir: 'memory://' });
  }
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('JOBFIT_TEST_DB=postgres needs DATABASE_URL');
  const name = `jobfit_test_${randomUUID().replaceAll('-', '')}`;
  await withAdmin(adminUrl, (c) => c.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'unused' });
  return {
    ...database,
    close: async () => {
      await database.close();
      await withAdmin(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}

async function withAdmin(url: string, fn: (c: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await fn(client);
  } finally {
    await client.end();
  }
}
