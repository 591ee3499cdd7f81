import { PLAN_LIMITS } from '@jobfit/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { requireUser } from '../../lib/require-user.ts';
import { completeOnboarding } from './me.service.ts';

/**
 * /api/me: the signed-in user's onboarding state and plan, read by the app shell from the user
 * row read with the session (decision 095).
 */
export const meRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/onboarding', (c) => c.json(c.var.user.onboardingCompletedAt != null))
  .post('/onboarding', async (c) =>
    c.json(await completeOnboarding(c.var.db, c.var.user.id, new Date())),
  )
  .get('/plan/is-free', (c) => c.json(c.var.user.plan === 'free'))
  .get('/features', (c) =>
    c.json({ llm: c.var.llm !== undefined && PLAN_LIMITS[c.var.user.plan].llm }),
  );
