import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../env.ts';
import { createLogger } from '../lib/logger.ts';
import { createFileStorage, type FileStorage, fileStorageDriver } from '../lib/storage.ts';
import { startServer } from '../server.ts';
import { samplePdf } from '../test/cv-files.ts';
import { createTestDatabase } from '../test/test-database.ts';
import type { Database } from './client.ts';
import { runDataMigrations } from './data-migrations.ts';
import { FILES_INTO_DATABASE_ID, filesIntoDatabase } from './files-into-database.ts';
import { dataMigration, user } from './schema.ts';

// Decision 178: a PostgreSQL deployment of an earlier version kept its files in DATA_DIR/files.
// With FILE_STORAGE=database they are copied into the table once, and the folder is left alone.
let database: Database;
let storage: FileStorage;
beforeAll(async () => {
  database = await createTestDatabase();
  storage = createFileStorage(fileStorageDriver({ kind: 'database', folder: '' }, database.db));
});
afterAll(() => database.close());

const newId = () => `u${randomUUID().replaceAll('-', '')}`;

async function newUser(id = newId()) {
  await database.db.insert(user).values({ id, name: 'Earlier', email: `${id}@example.com` });
  return id;
}

/** A folder as an earlier version left it; returns its path. */
async function oldFolder(files: Record<string, Uint8Array | string>) {
  const folder = path.join(await mkdtemp(path.join(tmpdir(), 'jobfit-old-files-')), 'files');
  for (const [name, bytes] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(folder, name)), { recursive: true });
    await writeFile(path.join(folder, name), bytes);
  }
  return folder;
}

describe('copying the files folder into the database', () => {
  it('copies each file once, keeps rows already there and leaves the folder as it was', async () => {
    await database.db.delete(dataMigration).where(eq(dataMigration.id, FILES_INTO_DATABASE_ID));
    const [alice, bob] = [await newUser(), await newUser()];
    const pdf = await samplePdf();
    const cvKey = `${alice}/${randomUUID()}`;
    const bobKey = `${bob}/${randomUUID()}`;
    const files = {
      [cvKey]: pdf,
      [`${alice}/avatar`]: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff]),
      [bobKey]: 'the folder’s older copy',
      // A deleted user's file and an interrupted write's temporary file belong to nobody.
      [`${newId()}/${randomUUID()}`]: 'orphan',
      [`${alice}/${randomUUID()}.1234.tmp`]: 'half a file',
    };
    const folder = await oldFolder(files);
    await storage.put(bobKey, new TextEncoder().encode('the table’s copy'));

    expect(await runDataMigrations(database.db, [filesIntoDatabase(folder)])).toEqual([
      FILES_INTO_DATABASE_ID,
    ]);
    expect((await storage.keys(alice)).sort()).toEqual([cvKey, `${alice}/avatar`].sort());
    expect(await storage.get(cvKey)).toEqual(pdf);
    expect(await storage.get(`${alice}/avatar`)).toEqual(files[`${alice}/avatar`]);
    expect(new TextDecoder().decode(await storage.get(bobKey))).toBe('the table’s copy');
    for (const [name, bytes] of Object.entries(files)) {
      const expected = typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes;
      expect(new Uint8Array(await readFile(path.join(folder, name))), name).toEqual(expected);
    }

    // Once: a file deleted since stays deleted, though the folder still has it.
    await storage.delete(`${alice}/avatar`);
    expect(await runDataMigrations(database.db, [filesIntoDatabase(folder)])).toEqual([]);
    expect(await storage.get(`${alice}/avatar`)).toBeUndefined();
  });

  it('runs once when several servers start together', async () => {
    await database.db.delete(dataMigration).where(eq(dataMigration.id, FILES_INTO_DATABASE_ID));
    const u = await newUser();
    const folder = await oldFolder({ [`${u}/avatar`]: 'x' });
    const runs = await Promise.all([
      runDataMigrations(database.db, [filesIntoDatabase(folder)]),
      runDataMigrations(database.db, [filesIntoDatabase(folder)]),
    ]);
    expect(runs.flat()).toEqual([FILES_INTO_DATABASE_ID]);
    expect(await storage.keys(u)).toEqual([`${u}/avatar`]);
  });

  it('is recorded when there is no folder to copy', async () => {
    await database.db.delete(dataMigration).where(eq(dataMigration.id, FILES_INTO_DATABASE_ID));
    const missing = path.join(tmpdir(), `jobfit-none-${randomUUID()}`);
    expect(await runDataMigrations(database.db, [filesIntoDatabase(missing)])).toEqual([
      FILES_INTO_DATABASE_ID,
    ]);
  });
});

describe('server start-up', () => {
  async function start(dataDir: string, fileStorage: string) {
    const env = loadEnv({
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      AUTH_SECRET: `files-secret-${randomUUID()}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent',
      FILE_STORAGE: fileStorage,
    });
    return startServer(env, createLogger('silent'), { database });
  }

  it('copies the folder with FILE_STORAGE=database and serves the files from the table', async () => {
    await database.db.delete(dataMigration).where(eq(dataMigration.id, FILES_INTO_DATABASE_ID));
    const u = await newUser();
    const key = `${u}/${randomUUID()}`;
    const pdf = await samplePdf();
    const dataDir = path.dirname(await oldFolder({ [key]: pdf }));

    const folderServer = await start(dataDir, 'folder');
    await folderServer.close();
    const done = await database.db.select().from(dataMigration);
    expect(done.map((r) => r.id)).not.toContain(FILES_INTO_DATABASE_ID);
    expect(await storage.get(key)).toBeUndefined();

    const server = await start(dataDir, 'database');
    try {
      expect(await server.storage.get(key)).toEqual(pdf);
      expect(await storage.get(key)).toEqual(pdf);
    } finally {
      await server.close();
    }
  });
});
