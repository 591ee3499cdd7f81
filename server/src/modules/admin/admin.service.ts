import type { AdminUserList } from '@jobfit/contracts';
import { and, asc, count, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { document, scan, user } from '../../db/schema.ts';
import { utcMonth } from '../../lib/clock.ts';

/** Every user with plan, this month's usage and verification state. */
export async function listUsers(db: Db, now: Date): Promise<AdminUserList> {
  const { start } = utcMonth(now);
  const users = await db.select().from(user).orderBy(asc(user.createdAt));
  const scans = await db
    .select({ userId: scan.userId, n: count() })
    .from(scan)
    .where(and(eq(scan.rescan, false), gte(scan.createdAt, start)))
    .groupBy(scan.userId);
  const docs = await db
    .select({ userId: document.userId, n: count() })
    .from(document)
    .where(gte(document.createdAt, start))
    .groupBy(document.userId);
  const scanCount = new Map(scans.map((s) => [s.userId, Number(s.n)]));
  const docCount = new Map(docs.map((d) => [d.userId, Number(d.n)]));
  return {
    items: users.map((u) => ({
      id: u.id,
      name: u.name,
      email: u.email,
      emailVerified: u.emailVerified,
      role: u.role,
      plan: u.plan,
      scansThisMonth: scanCount.get(u.id) ?? 0,
      documentsThisMonth: docCount.get(u.id) ?? 0,
      createdAt: u.createdAt.toISOString(),
    })),
  };
}

/** Sets a user's plan or role by e-mail; false when there is no such user. */
export async function setUserField(
  db: Db,
  email: string,
  field: { plan: 'free' | 'pro' } | { role: 'user' | 'admin' },
): Promise<boolean> {
  const updated = await db
    .update(user)
    .set(field)
    .where(eq(user.email, email.trim().toLowerCase()))
    .returning({ id: user.id });
  return updated.length > 0;
}
