import { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';

/** GET /api/health → 200 {"status":"ok"} when the database answers, else 503. */
export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  try {
    await c.var.db.execute('select 1');
    return c.json({ status: 'ok' as const });
  } catch (err) {
    c.var.logger.error({ err }, 'health check: database did not answer');
    return c.json(
      { error: { code: 'unavailable', message: 'The database is not available.' } },
      503,
    );
  }
});
