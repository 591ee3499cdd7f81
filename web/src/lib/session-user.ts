import { Plan, Role } from '@jobfit/contracts';
import { z } from 'zod';
import type { DisplayUser } from 'src/utils/user-display';

/**
 * The session user as the UI reads it; unknown role or plan values fall back safely, and other
 * identity fields (displayName, avatar_url, user_metadata, …) pass through for the avatar rules.
 */
export const SessionUser = z.looseObject({
  id: z.string(),
  name: z.string().nullish(),
  email: z.string(),
  emailVerified: z.boolean().optional(),
  image: z.string().nullish(),
  role: Role.catch('user').default('user'),
  plan: Plan.catch('free').default('free'),
});
export type SessionUser = z.infer<typeof SessionUser> & DisplayUser;

export function toSessionUser(value: unknown): SessionUser | null {
  const parsed = SessionUser.safeParse(value);
  return parsed.success ? (parsed.data as SessionUser) : null;
}
