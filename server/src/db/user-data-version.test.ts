import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedRows } from '../test/seed-rows.ts';
import { createTestDatabase } from '../test/test-database.ts';
import type { Database } from './client.ts';
import { cv, document, jobTarget, jobTargetEvent, scan, user, userDataVersion } from './schema.ts';
import { cachedForUserData, readUserDataVersion } from './user-data-version.ts';

// Decision 186: the SQL rules of migration 0013 raise a user's data version on every write of the
// tables the dashboard and the board read, whoever writes; answers are kept per version.

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function newUser(): Promise<string> {
  const id = randomUUID();
  await database.db.insert(user).values({ id, name: 'Version', email: `${id}@example.com` });
  return id;
}

async function seeded(): Promise<string> {
  const id = await newUser();
  await seedRows(database.db, id, {
    n: 6,
    now: new Date(),
    result: { keywords: [{ name: 'SQL', status: 'matched' }] },
    documentContent: { kind: 'cv' },
  });
  await database.db.insert(cv).values({
    id: randomUUID(),
    userId: id,
    content: {},
    text: 'A CV.',
    source: 'manual',
  });
  return id;
}

/** Runs `write` and answers whether it raised the user's data version. */
async function raises(userId: string, write: () => Promise<unknown>): Promise<boolean> {
  const before = await readUserDataVersion(database.db, userId);
  await write();
  return (await readUserDataVersion(database.db, userId)) > before;
}

describe('user data version', () => {
  it('is 0 before the first write and rises with every insert, update and delete', async () => {
    const db = database.db;
    const id = await newUser();
    expect(await readUserDataVersion(db, id)).toBe(0);
    const other = await seeded();
    expect(await readUserDataVersion(db, id)).toBe(0);
    expect(await readUserDataVersion(db, other)).toBeGreaterThan(0);

    const u = await seeded();
    const [job] = await db.select().from(jobTarget).where(eq(jobTarget.userId, u)).limit(1);
    const [s] = await db.select().from(scan).where(eq(scan.userId, u)).limit(1);
    const [doc] = await db.select().from(document).where(eq(document.userId, u)).limit(1);
    if (!job || !s || !doc) throw new Error('seeded rows missing');
    const otherBefore = await readUserDataVersion(db, other);

    // Each table, each kind of write, through SQL as any writer would.
    expect(await raises(u, () => db.update(cv).set({ text: 'B' }).where(eq(cv.userId, u)))).toBe(
      true,
    );
    expect(
      await raises(u, () =>
        db.update(jobTarget).set({ status: 'offer' }).where(eq(jobTarget.id, job.id)),
      ),
    ).toBe(true);
    expect(
      await raises(u, () =>
        db.insert(jobTargetEvent).values({
          id: randomUUID(),
          userId: u,
          jobTargetId: job.id,
          fromStatus: job.status,
          toStatus: 'offer',
        }),
      ),
    ).toBe(true);
    expect(
      await raises(u, () =>
        db
          .update(jobTargetEvent)
          .set({ createdAt: new Date() })
          .where(eq(jobTargetEvent.jobTargetId, job.id)),
      ),
    ).toBe(true);
    expect(await raises(u, () => db.update(scan).set({ score: 99 }).where(eq(scan.id, s.id)))).toBe(
      true,
    );
    expect(
      await raises(u, () => db.update(document).set({ title: 'T' }).where(eq(document.id, doc.id))),
    ).toBe(true);
    expect(await raises(u, () => db.delete(document).where(eq(document.id, doc.id)))).toBe(true);
    expect(await raises(u, () => db.delete(scan).where(eq(scan.id, s.id)))).toBe(true);
    // The SQL function of decision 143 writes the job row: it counts too.
    expect(await raises(u, () => db.execute(sql`select job_target_scan_summary(${job.id})`))).toBe(
      true,
    );
    expect(await raises(u, () => db.delete(jobTarget).where(eq(jobTarget.id, job.id)))).toBe(true);
    expect(await raises(u, () => db.delete(cv).where(eq(cv.userId, u)))).toBe(true);
    // A statement that writes no row of the user raises nothing.
    expect(
      await raises(u, () =>
        db.update(jobTarget).set({ notes: 'x' }).where(eq(jobTarget.id, 'none')),
      ),
    ).toBe(false);
    expect(await readUserDataVersion(db, other)).toBe(otherBefore);
  });

  it('goes with its user, whose cascades write no counter back', async () => {
    const db = database.db;
    const u = await seeded();
    await db.delete(user).where(eq(user.id, u));
    expect(await db.select().from(userDataVersion).where(eq(userDataVersion.userId, u))).toEqual(
      [],
    );
    expect(await db.select().from(jobTarget).where(eq(jobTarget.userId, u))).toEqual([]);
  });

  it('keeps an answer until the version changes, and no failed one', async () => {
    const db = database.db;
    const u = await seeded();
    let computed = 0;
    const count = () =>
      cachedForUserData(db, u, 'jobs', async () => {
        computed += 1;
        const rows = await db.select().from(jobTarget).where(eq(jobTarget.userId, u));
        return rows.length;
      });
    expect(await Promise.all([count(), count()])).toEqual([6, 6]);
    expect(await count()).toBe(6);
    expect(computed).toBe(1);
    await db.delete(jobTarget).where(eq(jobTarget.userId, u));
    expect(await count()).toBe(0);
    expect(computed).toBe(2);
    // Another key of the same user is another answer.
    expect(await cachedForUserData(db, u, 'other', () => Promise.resolve('other'))).toBe('other');

    // Past 32 MB of kept JSON the least recently used answers go; one larger than that is not kept.
    const sized = (name: string, mb: number) =>
      cachedForUserData(db, u, name, () => {
        computed += 1;
        return Promise.resolve('x'.repeat(mb * 1024 * 1024));
      });
    await sized('first', 20);
    await sized('first', 20);
    expect(computed).toBe(3);
    await sized('second', 20);
    expect(computed).toBe(4);
    await sized('first', 20);
    expect(computed).toBe(5);
    await sized('huge', 33);
    await sized('huge', 33);
    expect(computed).toBe(7);

    const failing = () =>
      cachedForUserData(db, u, 'failing', () => Promise.reject(new Error('no')));
    await expect(failing()).rejects.toThrow('no');
    expect(await cachedForUserData(db, u, 'failing', () => Promise.resolve('yes'))).toBe('yes');
  });
});
