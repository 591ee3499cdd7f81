import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context.ts';
import { unauthorized } from './errors.ts';

/** Guards a route: 401 unless the request carries a valid session; sets `c.var.user`. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const session = await c.var.auth.api.getSession({ headers: c.req.raw.headers });
  if (!session) throw unauthorized();
  c.set('user', session.user);
  await next();
});
