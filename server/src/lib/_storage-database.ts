import { and, eq, type SQL, sql } from 'drizzle-orm';
import { defineDriver } from 'unstorage';
import type { Db } from '../db/client.ts';
import { storedFile } from '../db/schema.ts';

const DRIVER_NAME = 'jobfit-database';

// unstorage hands a driver keys with ':' between segments; the table keeps the server's '/' form,
// the one `cv.storage_key` holds. The first segment is the owner.
const tableKey = (key: string) => key.replaceAll(':', '/');
const ownerOf = (key: string) => (key.includes('/') ? key.slice(0, key.indexOf('/')) : '');

/**
 * An unstorage driver that keeps each file's bytes in one `stored_file` row (bytea) through the
 * server's Drizzle client, on PGlite and PostgreSQL alike (decision 178).
 */
export const databaseDriver = defineDriver((options: { db: Db }) => {
  const { db } = options;

  /** The rows under a base (`u1:` → user u1's), every row for ''. */
  const under = (base: string | undefined): SQL | undefined => {
    // unstorage passes no base for the whole storage.
    const prefix = tableKey(base ?? '');
    if (prefix === '') return undefined;
    const owner = prefix.split('/')[0] ?? '';
    return and(eq(storedFile.userId, owner), sql`starts_with(${storedFile.key}, ${prefix})`);
  };

  const read = async (key: string) => {
    const [row] = await db
      .select({ bytes: storedFile.bytes })
      .from(storedFile)
      .where(eq(storedFile.key, tableKey(key)));
    return row?.bytes ?? null;
  };

  const write = async (key: string, bytes: Uint8Array) => {
    const k = tableKey(key);
    const owner = ownerOf(k);
    if (!owner) throw new Error(`[unstorage] [${DRIVER_NAME}] key has no owner: ${key}`);
    await db
      .insert(storedFile)
      .values({ key: k, userId: owner, bytes })
      .onConflictDoUpdate({ target: storedFile.key, set: { bytes, updatedAt: new Date() } });
  };

  return {
    name: DRIVER_NAME,
    options,
    async hasItem(key) {
      const rows = await db
        .select({ key: storedFile.key })
        .from(storedFile)
        .where(eq(storedFile.key, tableKey(key)));
      return rows.length > 0;
    },
    async getItem(key) {
      const bytes = await read(key);
      return bytes && new TextDecoder().decode(bytes);
    },
    getItemRaw: read,
    async setItem(key, value) {
      await write(key, new TextEncoder().encode(value));
    },
    async setItemRaw(key, value: unknown) {
      if (!(value instanceof Uint8Array)) {
        throw new Error(`[unstorage] [${DRIVER_NAME}] raw values are bytes (Uint8Array)`);
      }
      await write(key, value);
    },
    async removeItem(key) {
      await db.delete(storedFile).where(eq(storedFile.key, tableKey(key)));
    },
    async getKeys(base) {
      const rows = await db.select({ key: storedFile.key }).from(storedFile).where(under(base));
      return rows.map((r) => r.key);
    },
    async clear(base) {
      await db.delete(storedFile).where(under(base));
    },
  };
});
