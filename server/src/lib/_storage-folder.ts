import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rename, rmdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Driver } from 'unstorage';
import fsLiteDriver from 'unstorage/drivers/fs-lite';

/**
 * unstorage's `fs-lite` driver on `DATA_DIR/files`, one folder per user as in earlier versions,
 * with three changes (decision 178): a write goes to a temporary file renamed into place, so a
 * crash never leaves half a file under its name; removing a user's last file removes their
 * folder; and listing walks the base's folder only, where fs-lite walks all of them.
 */
export function folderDriver(options: { base: string }): Driver {
  const root = path.resolve(options.base);
  const lite = fsLiteDriver({ base: root });
  // The storage has checked every key and base: segments of letters, digits and dashes.
  const full = (key: string) => path.join(root, ...key.split(':').filter(Boolean));
  const ignore = (codes: string[]) => (err: NodeJS.ErrnoException) => {
    if (!codes.includes(err.code ?? '')) throw err;
  };
  return {
    ...lite,
    async setItemRaw(key, value: Uint8Array) {
      const file = full(key);
      const tmp = `${file}.${randomUUID()}.tmp`;
      // Twice at most: the folder may go between mkdir and the write (its last file removed).
      for (let attempt = 0; ; attempt++) {
        await mkdir(path.dirname(file), { recursive: true });
        try {
          await writeFile(tmp, value);
          break;
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code !== 'ENOENT' || attempt > 0) throw err;
        }
      }
      await rename(tmp, file);
    },
    async removeItem(key) {
      const file = full(key);
      await unlink(file).catch(ignore(['ENOENT']));
      if (path.dirname(file) !== root) {
        await rmdir(path.dirname(file)).catch(ignore(['ENOENT', 'ENOTEMPTY', 'EEXIST']));
      }
    },
    async getKeys(base: string | undefined) {
      // unstorage passes no base for the whole storage.
      const entries = await readdir(full(base ?? ''), {
        recursive: true,
        withFileTypes: true,
      }).catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') return [];
        throw err;
      });
      return entries
        .filter((e) => e.isFile())
        .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join(':'));
    },
  };
}
