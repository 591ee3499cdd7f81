import { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { requireUser } from '../../lib/require-user.ts';
import { getDashboard } from './dashboard.service.ts';

/** /api/dashboard: the signed-in user's figures. */
export const dashboardRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', async (c) =>
    c.json(
      await getDashboard(c.var.db, c.var.user.id, c.var.user.plan, c.var.now(), c.var.dataVersion),
    ),
  );
