import { PLAN_LIMITS } from '@jobfit/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { requireUser } from '../../lib/require-user.ts';
import { completeOnboarding, isFreePlan, isOnboardingComplete } from './me.service.ts';

/** /api/me: the signed-in user's onboarding state and plan, read by the app shell. */
export const meRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/onboarding', async (c) => c.json(await isOnboardingComplete(c.var.db, c.var.user.id)))
  .post('/onboarding', async (c) =>
    c.json(await completeOnboarding(c.var.db, c.var.user.id, new Date())),
  )
  .get('/plan/is-free', async (c) => c.json(await isFreePlan(c.var.db, c.var.user.id)))
  .get('/features', async (c) => {
    const free = await isFreePlan(c.var.db, c.var.user.id);
    return c.json({ llm: c.var.llm !== undefined && PLAN_LIMITS[free ? 'free' : 'pro'].llm });
  });
