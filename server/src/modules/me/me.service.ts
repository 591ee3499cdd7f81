import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema.ts';

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
