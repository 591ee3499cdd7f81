import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { storedFile, user } from '../db/schema.ts';
import { type FileStorageConfig, loadEnv } from '../env.ts';
import { startS3StandIn } from '../test/s3-stand-in.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { createFileStorage, type FileStorage, fileStorageDriver } from './storage.ts';

// The three storages behind FileStorage (decision 178), held to one contract: the folder, the
// database (PGlite, or PostgreSQL under JOBFIT_TEST_DB=postgres) and S3, against a stand-in S3
// server on 127.0.0.1 (no real S3 is reachable here).
const S3 = { bucket: 'jobfit-files', region: 'eu-central-1', accessKeyId: 'AKIATESTKEY' };

let database: Database;
let folder: string;
let s3: Awaited<ReturnType<typeof startS3StandIn>>;
beforeAll(async () => {
  database = await createTestDatabase();
  folder = path.join(await mkdtemp(path.join(tmpdir(), 'jobfit-storage-')), 'files');
  s3 = await startS3StandIn(S3);
});
afterAll(async () => {
  await database.close();
  await s3.close();
});

const configs: Record<FileStorageConfig['kind'], () => FileStorageConfig> = {
  folder: () => ({ kind: 'folder', folder }),
  database: () => ({ kind: 'database', folder }),
  s3: () => ({
    kind: 's3',
    folder,
    s3: { ...S3, endpoint: s3.endpoint, secretAccessKey: 'test-secret' },
  }),
};

/** A user row (the database keeps a file with its user); a fresh id for every test. */
async function newUser(id = `u${randomUUID().replaceAll('-', '')}`) {
  await database.db.insert(user).values({ id, name: 'Files', email: `${id}@example.com` });
  return id;
}

const EVERY_BYTE = new Uint8Array(Array.from({ length: 256 }, (_, i) => i));

describe.each(Object.keys(configs) as FileStorageConfig['kind'][])('%s storage', (kind) => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = createFileStorage(fileStorageDriver(configs[kind](), database.db));
  });

  it('gives back exactly the bytes it was given', async () => {
    const u = await newUser();
    const files = {
      [`${u}/every-byte`]: EVERY_BYTE,
      [`${u}/random`]: new Uint8Array(randomBytes(2 * 1024 * 1024)),
      [`${u}/empty`]: new Uint8Array(0),
      // Not UTF-8: a text round trip would change these.
      [`${u}/invalid-utf8`]: new Uint8Array([0xff, 0xfe, 0x00, 0xc3, 0x28, 0x0a, 0x0d]),
    };
    for (const [key, bytes] of Object.entries(files)) await storage.put(key, bytes);
    for (const [key, bytes] of Object.entries(files)) {
      const back = await storage.get(key);
      expect(back?.constructor).toBe(Uint8Array);
      expect(back).toEqual(bytes);
      // Its own buffer: a response made of `back.buffer` sends these bytes and no others.
      expect(back?.buffer.byteLength).toBe(bytes.length);
    }
  });

  it('overwrites a key with the new bytes', async () => {
    const u = await newUser();
    await storage.put(`${u}/avatar`, new Uint8Array([1, 2, 3, 4, 5]));
    await storage.put(`${u}/avatar`, new Uint8Array([9]));
    expect(await storage.get(`${u}/avatar`)).toEqual(new Uint8Array([9]));
    expect(await storage.keys(u)).toEqual([`${u}/avatar`]);
  });

  it('deletes one key; a missing key reads as undefined and deletes quietly', async () => {
    const u = await newUser();
    const [a, b] = [`${u}/${randomUUID()}`, `${u}/${randomUUID()}`];
    await storage.put(a, new Uint8Array([1]));
    await storage.put(b, new Uint8Array([2]));
    await storage.delete(a);
    expect(await storage.get(a)).toBeUndefined();
    expect(await storage.get(b)).toEqual(new Uint8Array([2]));
    await storage.delete(a);
    expect(await storage.get(`${u}/${randomUUID()}`)).toBeUndefined();
  });

  it("removes every file of one user and none of another's, even one whose id extends it", async () => {
    const alice = await newUser();
    const alice0 = await newUser(`${alice}0`);
    const bob = await newUser();
    for (const u of [alice, alice0, bob]) {
      await storage.put(`${u}/${randomUUID()}`, new Uint8Array([1]));
      await storage.put(`${u}/avatar`, new Uint8Array([2]));
    }
    expect(await storage.keys(alice)).toHaveLength(2);
    await storage.deleteUser(alice);
    expect(await storage.keys(alice)).toEqual([]);
    expect(await storage.get(`${alice}/avatar`)).toBeUndefined();
    expect(await storage.keys(alice0)).toHaveLength(2);
    expect(await storage.get(`${bob}/avatar`)).toEqual(new Uint8Array([2]));
    const all = await storage.keys();
    expect(all).toEqual(expect.arrayContaining([`${bob}/avatar`, `${alice0}/avatar`]));
    expect(all.filter((k) => k.startsWith(`${alice}/`))).toEqual([]);
    await storage.deleteUser(alice);
  });

  it('refuses keys that are not <userId>/<name> before they reach the storage', async () => {
    const u = await newUser();
    const bad = [
      '',
      u,
      `${u}/`,
      `/${u}/x`,
      `${u}/../x`,
      `../${u}/x`,
      `${u}/a b`,
      `${u}:x`,
      `${u}/x.pdf`,
      `${u}\\x`,
      `${u}/x?y`,
    ];
    for (const key of bad) {
      await expect(storage.put(key, EVERY_BYTE), key).rejects.toThrow('invalid storage key');
      await expect(storage.get(key), key).rejects.toThrow('invalid storage key');
      await expect(storage.delete(key), key).rejects.toThrow('invalid storage key');
    }
    for (const id of ['', '..', `${u}/x`, `${u}:x`]) {
      await expect(storage.deleteUser(id), id).rejects.toThrow('invalid storage user');
    }
    expect(await storage.keys(u)).toEqual([]);
  });
});

describe('folder storage', () => {
  it('keeps the layout of earlier versions and no temporary files', async () => {
    const storage = createFileStorage(fileStorageDriver(configs.folder(), database.db));
    const u = await newUser();
    const id = randomUUID();
    await storage.put(`${u}/${id}`, EVERY_BYTE);
    await storage.put(`${u}/${id}`, EVERY_BYTE);
    expect(await readdir(path.join(folder, u))).toEqual([id]);
    expect(new Uint8Array(await readFile(path.join(folder, u, id)))).toEqual(EVERY_BYTE);
    await storage.deleteUser(u);
    expect(existsSync(path.join(folder, u))).toBe(false);
  });
});

describe('database storage', () => {
  it('keeps one row per file, which goes with its user', async () => {
    const storage = createFileStorage(fileStorageDriver(configs.database(), database.db));
    const u = await newUser();
    await storage.put(`${u}/avatar`, EVERY_BYTE);
    const rows = await database.db.select().from(storedFile).where(eq(storedFile.userId, u));
    expect(rows.map((r) => r.key)).toEqual([`${u}/avatar`]);
    await database.db.delete(user).where(eq(user.id, u));
    expect(await storage.keys(u)).toEqual([]);
  });

  it('refuses a file for a user who does not exist', async () => {
    const storage = createFileStorage(fileStorageDriver(configs.database(), database.db));
    await expect(storage.put(`nobody${randomUUID()}/avatar`, EVERY_BYTE)).rejects.toThrow();
  });
});

describe('S3 storage', () => {
  it('is built from FILE_STORAGE=s3 and the S3_ settings', () => {
    const env = loadEnv({
      FILE_STORAGE: 's3',
      S3_ENDPOINT: 'https://abc123.r2.cloudflarestorage.com',
      S3_BUCKET: 'cvs',
      S3_REGION: 'auto',
      S3_ACCESS_KEY_ID: 'key-id',
      S3_SECRET_ACCESS_KEY: 'key-secret',
    });
    const driver = fileStorageDriver(env.files, database.db);
    expect(driver.name).toBe('s3');
    expect(driver.options).toEqual({
      endpoint: 'https://abc123.r2.cloudflarestorage.com',
      bucket: 'cvs',
      region: 'auto',
      accessKeyId: 'key-id',
      secretAccessKey: 'key-secret',
    });
  });

  it('signs path-style requests for its bucket, key and region', async () => {
    const storage = createFileStorage(fileStorageDriver(configs.s3(), database.db));
    const u = await newUser();
    const key = `${u}/${randomUUID()}`;
    s3.requests.length = 0;
    await storage.put(key, EVERY_BYTE);
    expect(s3.objects.get(key)).toEqual(EVERY_BYTE);
    expect(s3.requests).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: `/${S3.bucket}/${key}`,
        authorization: expect.stringContaining(`Credential=${S3.accessKeyId}/`),
      }),
    ]);
    expect(s3.requests[0]?.authorization).toContain(`/${S3.region}/s3/aws4_request`);
  });

  it("lists one user's objects by prefix over several pages", async () => {
    const storage = createFileStorage(fileStorageDriver(configs.s3(), database.db));
    const u = await newUser();
    const keys = Array.from({ length: 5 }, (_, i) => `${u}/file-${i}`);
    for (const key of keys) await storage.put(key, new Uint8Array([1]));
    s3.requests.length = 0;
    expect((await storage.keys(u)).sort()).toEqual(keys);
    // Five objects in pages of two: three list requests, each for this user's prefix.
    expect(s3.requests.map((r) => r.query.prefix)).toEqual([`${u}/`, `${u}/`, `${u}/`]);
  });
});
