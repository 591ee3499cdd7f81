import { Plan } from '@jobfit/contracts';
import { createMiddleware } from 'hono/factory';
import { sessionUser } from '../auth/session-user.ts';
import type { AppEnv } from './context.ts';
import { unauthorized } from './errors.ts';

/**
 * Guards a route: 401 unless the request carries a valid session; sets `c.var.user`, and
 * `c.var.dataVersion` when the session's statement read it.
 */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const found = await sessionUser(c.var.auth, c.var.db, c.req.raw.headers);
  if (!found) throw unauthorized();
  const { dataVersion, ...user } = found;
  c.set('user', { ...user, plan: Plan.parse(user.plan) });
  c.set('dataVersion', dataVersion);
  await next();
});
