// `npm run backup [-- DIR]` and `npm run restore -- DIR`: the embedded database, stored files and
// the generated auth secret, to and from a folder. Stop the server first: PGlite is one process's.
// On PostgreSQL use pg_dump / pg_restore for the database (README: "Backups"); files are copied here.
import { cp, mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { InvalidEnvError, loadEnv } from '../env.ts';

const DB_DUMP = 'db.tar.gz';

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
  if (await exists(path.join(dataDir, 'files')))
    await cp(path.join(dataDir, 'files'), path.join(dir, 'files'), { recursive: true });
  if (await exists(path.join(dataDir, 'auth-secret')))
    await cp(path.join(dataDir, 'auth-secret'), path.join(dir, 'auth-secret'));
  await writeFile(
    path.join(dir, 'backup.json'),
    JSON.stringify(
      {
        format: 'jobfit-backup/1',
        createdAt: now.toISOString(),
        database: usesPostgres ? 'postgres (not included)' : 'pglite',
      },
      null,
      2,
    ),
  );
  return dir;
}

/** Restores a backup folder into the data directory; the current database is kept aside. */
export async function restore(
  dataDir: string,
  usesPostgres: boolean,
  source: string,
  now = new Date(),
) {
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
  if (await exists(path.join(dir, 'files')))
    await cp(path.join(dir, 'files'), path.join(dataDir, 'files'), { recursive: true });
  if (await exists(path.join(dir, 'auth-secret')))
    await cp(path.join(dir, 'auth-secret'), path.join(dataDir, 'auth-secret'));
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
  if (command === 'backup') {
    const dir = await backup(env.dataDir, pg, folder ?? '');
    process.stdout.write(
      `Backup written to ${dir}\n${pg ? 'The database is PostgreSQL: back it up with pg_dump (README).\n' : ''}`,
    );
    return 0;
  }
  if (command === 'restore' && folder) {
    await restore(env.dataDir, pg, folder);
    process.stdout.write(`Restored ${folder} into ${env.dataDir}\n`);
    return 0;
  }
  process.stderr.write('Usage: npm run backup [-- DIR]   |   npm run restore -- DIR\n');
  return 2;
}

if (import.meta.main) process.exitCode = await main(process.argv.slice(2));
