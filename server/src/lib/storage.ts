import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where original files live. Keys are made by the server (`<userId>/<uuid>`), never from file
 * names, and checked again here so no key can leave the root. An S3-compatible store can
 * implement the same interface later.
 */
export interface FileStorage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  get(key: string): Promise<Uint8Array | undefined>;
  delete(key: string): Promise<void>;
  /** Removes every file of one user. */
  deleteUser(userId: string): Promise<void>;
}

const KEY = /^[A-Za-z0-9-]+(\/[A-Za-z0-9-]+)*$/;

export function createLocalStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    if (!KEY.test(key)) throw new Error(`invalid storage key: ${key}`);
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep))
      throw new Error(`invalid storage key: ${key}`);
    return full;
  };
  return {
    async put(key, bytes) {
      const full = resolve(key);
      await mkdir(path.dirname(full), { recursive: true });
      // Write then rename: a crash never leaves half a file under the final name.
      const tmp = `${full}.${process.pid}.tmp`;
      await writeFile(tmp, bytes);
      await rename(tmp, full);
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(resolve(key)));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw err;
      }
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
    async deleteUser(userId) {
      await rm(resolve(userId), { recursive: true, force: true });
    },
  };
}
