import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema.ts';

/** Whether the user finished onboarding (spec §7: read by the client as a boolean). */
export async function isOnboardingComplete(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ at: user.onboardingCompletedAt })
    .from(user)
    .where(eq(user.id, userId));
  return row?.at != null;
}

/** Marks onboarding complete once; later calls keep the first date. */
export async function completeOnboarding(db: Db, userId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ at: user.onboardingCompletedAt })
    .from(user)
    .where(eq(user.id, userId));
  if (row && row.at == null) {
    await db.update(user).set({ onboardingCompletedAt: now }).where(eq(user.id, userId));
  }
  return true;
}

/** Whether the user is on the free plan (spec §7 is-free-plan). */
export async function isFreePlan(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ plan: user.plan }).from(user).where(eq(user.id, userId));
  return row?.plan !== 'pro';
}
