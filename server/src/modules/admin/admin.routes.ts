import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { requireUser } from '../../lib/require-user.ts';
import { listUsers } from './admin.service.ts';
import { say } from '../../lib/i18n/server-text.ts';

const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  if (c.var.user.role !== 'admin') throw new AppError('forbidden', say('admin.only'));
  await next();
});

/** /api/admin: administrators only (role `admin`, set with `npm run admin -- set-role`). */
export const adminRoutes = new Hono<AppEnv>()
  .use(requireUser, requireAdmin)
  .get('/users', async (c) => c.json(await listUsers(c.var.db, c.var.now())));
