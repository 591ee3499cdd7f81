import { user } from './schema.ts';

/** The user's own profile fields (no billing ids): what a session carries and an export shows. */
export const userProfileColumns = {
  id: user.id,
  name: user.name,
  email: user.email,
  emailVerified: user.emailVerified,
  image: user.image,
  role: user.role,
  plan: user.plan,
  onboardingCompletedAt: user.onboardingCompletedAt,
  createdAt: user.createdAt,
};
