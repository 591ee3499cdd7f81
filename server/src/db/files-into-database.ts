import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { isStorageKey } from '../lib/storage.ts';
import type { Db } from './client.ts';
import type { DataMigration } from './data-migrations.ts';
import { storedFile, user } from './schema.ts';

/** What `data_migration` remembers once the folder has been copied. */
export const FILES_INTO_DATABASE_ID = '0002_files_into_database';

/**
 * The one-time copy of `DATA_DIR/files` into `stored_file` for a server that starts with
 * FILE_STORAGE=database (decision 178): before, a PostgreSQL deployment kept its files in the
 * folder. It runs with the data migrations, so several servers starting at once copy once; it
 * is recorded, so a file deleted later never comes back from the folder, which is left as it is.
 *
 * @example await runDataMigrations(db, [...DATA_MIGRATIONS, filesIntoDatabase(env.files.folder)])
 */
export function filesIntoDatabase(folder: string): DataMigration {
  return { id: FILES_INTO_DATABASE_ID, run: (db) => copyFolderIntoDatabase(db, folder) };
}

/**
 * Copies every file of `folder` whose key is not in the table yet; a row already there wins. A
 * file whose user is gone, or whose name is no storage key (an interrupted write's temporary
 * file), stays behind. Returns the keys copied.
 */
async function copyFolderIntoDatabase(db: Db, folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(
    (err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return [];
      throw err;
    },
  );
  const keys = entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(folder, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .filter(isStorageKey);
  const ownerOf = (key: string) => key.slice(0, key.indexOf('/'));
  const owners = [...new Set(keys.map(ownerOf))];
  const existing = new Set<string>();
  // In slices: a statement takes at most 65,535 parameters.
  for (let i = 0; i < owners.length; i += 1000) {
    const rows = await db
      .select({ id: user.id })
      .from(user)
      .where(inArray(user.id, owners.slice(i, i + 1000)));
    for (const r of rows) existing.add(r.id);
  }
  const copied: string[] = [];
  for (const key of keys.sort()) {
    if (!existing.has(ownerOf(key))) continue;
    const bytes = new Uint8Array(await readFile(path.join(folder, ...key.split('/'))));
    const inserted = await db
      .insert(storedFile)
      .values({ key, userId: ownerOf(key), bytes })
      .onConflictDoNothing({ target: storedFile.key })
      .returning({ key: storedFile.key });
    if (inserted.length > 0) copied.push(key);
  }
  return copied;
}
