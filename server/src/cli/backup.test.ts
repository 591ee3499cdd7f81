import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { user } from '../db/schema.ts';
import type { FileStorageConfig } from '../env.ts';
import { createFileStorage, fileStorageDriver } from '../lib/storage.ts';
import { startS3StandIn } from '../test/s3-stand-in.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { backup, type BackupFiles, restore } from './backup.ts';

/** FILE_STORAGE=database on the embedded database of `dataDir`, opened as the CLI opens it. */
const embeddedDatabaseFiles = (dataDir: string): BackupFiles => ({
  kind: 'database',
  open: async () => {
    const database = await openDatabase({ dataDir });
    const config: FileStorageConfig = { kind: 'database', folder: '' };
    return {
      storage: createFileStorage(fileStorageDriver(config, database.db)),
      close: () => database.close(),
    };
  },
});

/** A backup folder as an earlier version (files in the folder) wrote it, without a database. */
async function folderBackup(files: Record<string, Uint8Array>) {
  const dir = await mkdtemp(path.join(tmpdir(), 'jobfit-old-backup-'));
  await writeFile(path.join(dir, 'backup.json'), '{"format":"jobfit-backup/1"}');
  for (const [key, bytes] of Object.entries(files)) {
    await mkdir(path.join(dir, 'files', path.dirname(key)), { recursive: true });
    await writeFile(path.join(dir, 'files', key), bytes);
  }
  return dir;
}

describe.skipIf(process.env.JOBFIT_TEST_DB === 'postgres')('backup and restore', () => {
  it('brings back the embedded database, files and auth secret', { timeout: 120_000 }, async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'jobfit-backup-'));
    let database = await openDatabase({ dataDir });
    await database.db.insert(user).values({ id: 'b1', name: 'Backed Up', email: 'b@example.com' });
    await database.close();
    await mkdir(path.join(dataDir, 'files', 'b1'), { recursive: true });
    await writeFile(path.join(dataDir, 'files', 'b1', 'cv'), 'original file');
    await writeFile(path.join(dataDir, 'auth-secret'), 's'.repeat(40));

    const folder = await backup(dataDir, false, path.join(dataDir, '..', `bk-${Date.now()}`));

    // Lose data after the backup.
    database = await openDatabase({ dataDir });
    await database.db.delete(user).where(eq(user.id, 'b1'));
    await database.close();
    await writeFile(path.join(dataDir, 'files', 'b1', 'cv'), 'overwritten');

    await restore(dataDir, false, folder);
    database = await openDatabase({ dataDir });
    const rows = await database.db.select().from(user).where(eq(user.id, 'b1'));
    await database.close();
    expect(rows.map((r) => r.name)).toEqual(['Backed Up']);
    expect(await readFile(path.join(dataDir, 'files', 'b1', 'cv'), 'utf8')).toBe('original file');
    expect(await readFile(path.join(dataDir, 'auth-secret'), 'utf8')).toBe('s'.repeat(40));
  });

  it('refuses a folder that is not a backup', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'jobfit-notbackup-'));
    await writeFile(path.join(dir, 'backup.json'), '{"format":"other"}');
    await expect(restore(dir, false, dir)).rejects.toThrow('is not a Jobfit backup');
  });
});

describe.skipIf(process.env.JOBFIT_TEST_DB === 'postgres')('backup and restore of files', () => {
  it('keeps files in the embedded database dump with FILE_STORAGE=database', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'jobfit-backup-db-'));
    const files = embeddedDatabaseFiles(dataDir);
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x0a]);
    const database = await openDatabase({ dataDir });
    await database.db.insert(user).values({ id: 'd1', name: 'In DB', email: 'd1@example.com' });
    await database.close();
    await withStorage(files, (storage) => storage.put('d1/cv-file', pdf));

    const folder = await backup(
      dataDir,
      false,
      path.join(dataDir, '..', `bk-${randomUUID()}`),
      new Date(),
      files,
    );
    expect(existsSync(path.join(folder, 'files'))).toBe(false);
    expect(JSON.parse(await readFile(path.join(folder, 'backup.json'), 'utf8')).files).toBe(
      'in the database',
    );

    await withStorage(files, (storage) => storage.delete('d1/cv-file'));
    expect(await restore(dataDir, false, folder, new Date(), files)).toEqual([]);
    await withStorage(files, async (storage) => {
      expect(await storage.get('d1/cv-file')).toEqual(pdf);
    });
  });

  it('copies S3 objects into the backup and puts them back', async () => {
    const s3 = await startS3StandIn({ bucket: 'b', region: 'us-east-1', accessKeyId: 'k' });
    try {
      const config: FileStorageConfig = {
        kind: 's3',
        folder: '',
        s3: {
          endpoint: s3.endpoint,
          bucket: 'b',
          region: 'us-east-1',
          accessKeyId: 'k',
          secretAccessKey: 's',
        },
      };
      const files: BackupFiles = {
        kind: 's3',
        open: async () => ({
          storage: createFileStorage(fileStorageDriver(config, undefined)),
          close: async () => {},
        }),
      };
      const objects = {
        's1/avatar': new Uint8Array([1, 2, 3]),
        's1/f-1': new Uint8Array([0xff, 0x00]),
        's2/f-2': new Uint8Array(300).fill(7),
      };
      for (const [key, bytes] of Object.entries(objects)) s3.objects.set(key, bytes);
      const dataDir = await mkdtemp(path.join(tmpdir(), 'jobfit-backup-s3-'));
      const folder = await backup(dataDir, true, path.join(dataDir, 'bk'), new Date(), files);
      expect((await readdir(path.join(folder, 'files'), { recursive: true })).sort()).toEqual([
        's1',
        's1/avatar',
        's1/f-1',
        's2',
        's2/f-2',
      ]);

      s3.objects.clear();
      expect(await restore(dataDir, true, folder, new Date(), files)).toEqual([]);
      expect(Object.fromEntries(s3.objects)).toEqual(objects);
      // The folder storage was not touched.
      expect(existsSync(path.join(dataDir, 'files'))).toBe(false);
    } finally {
      await s3.close();
    }
  });
});

// On PGlite and on PostgreSQL alike: a backup an earlier version made, its files in the folder,
// restored on a server that keeps files in the database (decision 178).
describe('restoring a folder backup into the database storage', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('puts each file into the table and leaves out those whose user is gone', async () => {
    const config: FileStorageConfig = { kind: 'database', folder: '' };
    const storage = createFileStorage(fileStorageDriver(config, database.db));
    const files: BackupFiles = {
      kind: 'database',
      open: async () => ({ storage, close: async () => {} }),
    };
    const id = `r${randomUUID().replaceAll('-', '')}`;
    await database.db.insert(user).values({ id, name: 'Restored', email: `${id}@example.com` });
    const gone = `g${randomUUID().replaceAll('-', '')}`;
    const saved = {
      [`${id}/avatar`]: new Uint8Array([9, 8, 7]),
      [`${id}/f-1`]: new Uint8Array([0, 1, 2, 255]),
      [`${gone}/f-2`]: new Uint8Array([5]),
    };
    await storage.put(`${id}/avatar`, new Uint8Array([1]));
    const dir = await folderBackup(saved);
    const dataDir = await mkdtemp(path.join(tmpdir(), 'jobfit-restore-db-'));

    // usesPostgres: the backup holds no embedded database to restore.
    expect(await restore(dataDir, true, dir, new Date(), files)).toEqual([`${gone}/f-2`]);
    expect(await storage.get(`${id}/avatar`)).toEqual(saved[`${id}/avatar`]);
    expect(await storage.get(`${id}/f-1`)).toEqual(saved[`${id}/f-1`]);
    expect(await storage.keys(gone)).toEqual([]);
    expect(existsSync(path.join(dataDir, 'files'))).toBe(false);
  });
});

async function withStorage(
  files: BackupFiles,
  fn: (storage: ReturnType<typeof createFileStorage>) => Promise<unknown>,
) {
  const opened = await files.open?.();
  if (!opened) throw new Error('no storage');
  try {
    await fn(opened.storage);
  } finally {
    await opened.close();
  }
}
