import { createStorage, type Driver } from 'unstorage';
import type { Db } from '../db/client.ts';
import type { FileStorageConfig } from '../env.ts';
import { databaseDriver } from './_storage-database.ts';
import { folderDriver } from './_storage-folder.ts';
import { s3Driver } from './_storage-s3.ts';

/**
 * Where original files live: `DATA_DIR/files`, the database or an S3-compatible bucket, behind
 * unstorage (decision 178). Keys are made by the server (`<userId>/<uuid>`), never from file
 * names, and checked again here so no key can leave its user or its root.
 */
export interface FileStorage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes in an array of their own: its `buffer` holds them and nothing else. */
  get(key: string): Promise<Uint8Array<ArrayBuffer> | undefined>;
  delete(key: string): Promise<void>;
  /** Removes every file of one user. */
  deleteUser(userId: string): Promise<void>;
  /** Every stored key, or one user's (backups, tests). */
  keys(userId?: string): Promise<string[]>;
}

const SEGMENT = /^[A-Za-z0-9-]+$/;
const KEY = /^[A-Za-z0-9-]+(\/[A-Za-z0-9-]+)+$/;

/** True for a key the server makes: `<userId>/<name>`, letters, digits and dashes only. */
export function isStorageKey(key: string): boolean {
  return KEY.test(key);
}

function checkedKey(key: string) {
  if (!isStorageKey(key)) throw new Error(`invalid storage key: ${key}`);
  return key;
}

function checkedUser(userId: string) {
  if (!SEGMENT.test(userId)) throw new Error(`invalid storage user: ${userId}`);
  return userId;
}

/** The unstorage driver a configuration names; the database driver writes through `db`. */
export function fileStorageDriver(config: FileStorageConfig, db: Db | undefined): Driver {
  switch (config.kind) {
    case 'folder':
      return folderDriver({ base: config.folder });
    case 'database':
      if (!db) throw new Error('FILE_STORAGE=database needs the database');
      return databaseDriver({ db });
    case 's3':
      return s3Driver(config.s3);
  }
}

/**
 * The server's file storage over one unstorage driver. Bytes go through the raw methods, so
 * every driver stores them as they are (no base64, no text decoding).
 *
 * @example const storage = createFileStorage(fileStorageDriver(env.files, database.db));
 */
export function createFileStorage(driver: Driver): FileStorage {
  const storage = createStorage({ driver });
  return {
    async put(key, bytes) {
      await storage.setItemRaw(checkedKey(key), bytes);
    },
    async get(key) {
      const raw: unknown = await storage.getItemRaw(checkedKey(key));
      return raw === null || raw === undefined ? undefined : asBytes(raw);
    },
    async delete(key) {
      await storage.removeItem(checkedKey(key));
    },
    async deleteUser(userId) {
      // unstorage's clear(base) clears mounts, not keys, and a driver's may ignore the base:
      // each key under the user instead (`u1:` never reaches `u10`'s files).
      for (const key of await storage.getKeys(checkedUser(userId))) await storage.removeItem(key);
    },
    async keys(userId) {
      const keys = await storage.getKeys(userId === undefined ? undefined : checkedUser(userId));
      // unstorage joins segments with ':'; the server's keys use '/'. Anything else in the
      // folder (a write's temporary file) is not a key.
      return keys.map((k) => k.replaceAll(':', '/')).filter(isStorageKey);
    },
  };
}

/**
 * Drivers answer a Buffer (folder), a Uint8Array (PGlite), an ArrayBuffer (S3) or a view into a
 * larger buffer (node-postgres reads a row's bytea inside the whole message): copied then, as a
 * response body made of `bytes.buffer` would send the rest too.
 */
function asBytes(raw: unknown): Uint8Array<ArrayBuffer> {
  if (raw instanceof ArrayBuffer) return new Uint8Array(raw);
  if (!ArrayBuffer.isView(raw)) throw new Error(`storage answered ${typeof raw}, not bytes`);
  const view = new Uint8Array(raw.buffer, raw.byteOffset, raw.byteLength);
  const owns = view.buffer instanceof ArrayBuffer && view.byteLength === view.buffer.byteLength;
  return owns ? (view as Uint8Array<ArrayBuffer>) : view.slice();
}
