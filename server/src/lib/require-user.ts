import { Plan } from '@jobfit/contracts';
import { createMiddleware } from 'hono/factory';
import { sessionUser } from '../auth/session-user.ts';
import type { AppEnv } from './context.ts';
import { unauthorized } from './errors.ts';

/** Guards a route: 401 unless the request carries a valid session; sets `c.var.user`. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const user = await sessionUser(c.var.auth, c.var.db, c.req.raw.headers);
  if (!user) throw unauthorized();
  c.set('user', { ...user, plan: Plan.parse(user.plan) });
  await next();
});
