// `npm run backup [-- DIR]` and `npm run restore -- DIR`: the embedded database, stored files and
// the generated auth secret, to and from a folder. Stop the server first: PGlite is one process's.
// On PostgreSQL use pg_dump / pg_restore for the database (README: "Backups"). Stored files follow
// FILE_STORAGE (decision 178): the folder is copied, S3 objects are copied through the storage, and
// files in the database are in the database's backup.
import { cp, mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../db/client.ts';
import { type Env, type FileStorageConfig, InvalidEnvError, loadEnv } from '../env.ts';
import {
  createFileStorage,
  type FileStorage,
  fileStorageDriver,
  isStorageKey,
} from '../lib/storage.ts';

const DB_DUMP = 'db.tar.gz';

/** Where the server keeps its files, and how to open that storage when it is not the folder. */
export interface BackupFiles {
  kind: FileStorageConfig['kind'];
  open?: () => Promise<{ storage: FileStorage; close(): Promise<void> }>;
}

const IN_FOLDER: BackupFiles = { kind: 'folder' };

async function exists(p: string) {
  return stat(p).then(
    () => true,
    () => false,
  );
}

/** Writes a backup folder; returns its path. */
export async function backup(
  dataDir: string,
  usesPostgres: boolean,
  target: string,
  now = new Date(),
  files: BackupFiles = IN_FOLDER,
) {
  const dir = path.resolve(
    target || path.join(dataDir, '..', `jobfit-backup-${now.toISOString().replace(/[:.]/g, '-')}`),
  );
  await mkdir(dir, { recursive: true });
  if (!usesPostgres) {
    const db = new PGlite(path.join(dataDir, 'db'));
    try {
      await db.waitReady;
      const dump = await db.dumpDataDir('gzip');
      await writeFile(path.join(dir, DB_DUMP), new Uint8Array(await dump.arrayBuffer()));
    } finally {
      await db.close();
    }
  }
  if (files.kind === 'folder' && (await exists(path.join(dataDir, 'files'))))
    await cp(path.join(dataDir, 'files'), path.join(dir, 'files'), { recursive: true });
  if (files.kind === 's3') {
    await withStorage(files, async (storage) => {
      for (const key of await storage.keys()) {
        const bytes = await storage.get(key);
        if (!bytes) continue; // deleted since it was listed
        await mkdir(path.join(dir, 'files', path.dirname(key)), { recursive: true });
        await writeFile(path.join(dir, 'files', key), bytes);
      }
    });
  }
  if (await exists(path.join(dataDir, 'auth-secret')))
    await cp(path.join(dataDir, 'auth-secret'), path.join(dir, 'auth-secret'));
  await writeFile(
    path.join(dir, 'backup.json'),
    JSON.stringify(
      {
        format: 'jobfit-backup/1',
        createdAt: now.toISOString(),
        database: usesPostgres ? 'postgres (not included)' : 'pglite',
        files: files.kind === 'database' ? 'in the database' : 'files/',
      },
      null,
      2,
    ),
  );
  return dir;
}

/**
 * Restores a backup folder into the data directory; the current database is kept aside. The
 * backup's files go where the server keeps files now: a backup made with the folder restores into
 * the database or S3 too (a file whose user the database lacks is left out). Returns the keys
 * left out.
 */
export async function restore(
  dataDir: string,
  usesPostgres: boolean,
  source: string,
  now = new Date(),
  files: BackupFiles = IN_FOLDER,
): Promise<string[]> {
  const dir = path.resolve(source);
  const manifest = JSON.parse(await readFile(path.join(dir, 'backup.json'), 'utf8')) as {
    format?: string;
  };
  if (manifest.format !== 'jobfit-backup/1') throw new Error(`${dir} is not a Jobfit backup`);
  await mkdir(dataDir, { recursive: true });
  if (!usesPostgres && (await exists(path.join(dir, DB_DUMP)))) {
    const current = path.join(dataDir, 'db');
    if (await exists(current)) await rename(current, `${current}.before-restore-${now.getTime()}`);
    // The type tells PGlite the tarball is gzipped.
    const dump = new Blob([new Uint8Array(await readFile(path.join(dir, DB_DUMP)))], {
      type: 'application/x-gzip',
    });
    const db = new PGlite(current, { loadDataDir: dump });
    await db.waitReady;
    await db.close();
  }
  const skipped: string[] = [];
  const saved = path.join(dir, 'files');
  if (files.kind === 'folder' && (await exists(saved)))
    await cp(saved, path.join(dataDir, 'files'), { recursive: true });
  if (files.kind !== 'folder' && (await exists(saved))) {
    await withStorage(files, async (storage) => {
      for (const key of await keysIn(saved)) {
        try {
          await storage.put(key, new Uint8Array(await readFile(path.join(saved, key))));
        } catch (err) {
          if (!isMissingUser(err)) throw err;
          skipped.push(key);
        }
      }
    });
  }
  if (await exists(path.join(dir, 'auth-secret')))
    await cp(path.join(dir, 'auth-secret'), path.join(dataDir, 'auth-secret'));
  return skipped;
}

async function withStorage(files: BackupFiles, fn: (storage: FileStorage) => Promise<void>) {
  if (!files.open) throw new Error(`FILE_STORAGE=${files.kind}: no way to open the storage`);
  const opened = await files.open();
  try {
    await fn(opened.storage);
  } finally {
    await opened.close();
  }
}

/** The storage keys of a backup's `files/` folder (`<userId>/<name>`). */
async function keysIn(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(folder, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .filter(isStorageKey);
}

/** PostgreSQL's foreign-key violation (23503): the file's user is not in the database. */
function isMissingUser(err: unknown): boolean {
  for (let e: unknown = err; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === '23503') return true;
  }
  return false;
}

/** The CLI's view of FILE_STORAGE: database and S3 are opened only when a backup needs them. */
function backupFiles(env: Env): BackupFiles {
  const config = env.files;
  if (config.kind === 'folder') return IN_FOLDER;
  return {
    kind: config.kind,
    async open() {
      if (config.kind === 's3') {
        return {
          storage: createFileStorage(fileStorageDriver(config, undefined)),
          close: async () => {},
        };
      }
      const database = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
      return {
        storage: createFileStorage(fileStorageDriver(config, database.db)),
        close: () => database.close(),
      };
    },
  };
}

async function main(argv: string[]): Promise<number> {
  const [command, folder] = argv;
  let env;
  try {
    env = loadEnv();
  } catch (err) {
    if (err instanceof InvalidEnvError) {
      process.stderr.write(`${err.message}\n`);
      return 1;
    }
    throw err;
  }
  const pg = env.databaseUrl !== undefined;
  const files = backupFiles(env);
  if (command === 'backup') {
    const dir = await backup(env.dataDir, pg, folder ?? '', new Date(), files);
    process.stdout.write(
      `Backup written to ${dir}\n${pg ? 'The database is PostgreSQL: back it up with pg_dump (README).\n' : ''}`,
    );
    if (pg && files.kind === 'database') {
      process.stdout.write(
        'Stored files are in the database (FILE_STORAGE=database): pg_dump has them.\n',
      );
    }
    return 0;
  }
  if (command === 'restore' && folder) {
    const skipped = await restore(env.dataDir, pg, folder, new Date(), files);
    process.stdout.write(`Restored ${folder} into ${env.dataDir}\n`);
    if (skipped.length > 0) {
      process.stdout.write(
        `${skipped.length} stored file(s) left out: their users are not in the database (restore it first).\n`,
      );
    }
    return 0;
  }
  process.stderr.write('Usage: npm run backup [-- DIR]   |   npm run restore -- DIR\n');
  return 2;
}

if (import.meta.main) process.exitCode = await main(process.argv.slice(2));
