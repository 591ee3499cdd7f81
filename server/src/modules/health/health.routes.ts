import { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { renderPool } from '../../lib/render-pool.ts';
import { scanPool } from '../../lib/scan-pool.ts';

const unavailable = (message: string) => ({ error: { code: 'unavailable', message } });

/**
 * GET /api/health → 200 {"status":"ok"} when the database answers and the engine workers are
 * warm (issue 17: the first scan after a start no longer pays for loading the engine), else 503.
 */
export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  if (!scanPool.isReady() || !renderPool.isReady()) {
    c.header('Retry-After', '1');
    return c.json(unavailable('Starting: the engine workers are warming up.'), 503);
  }
  try {
    await c.var.db.execute('select 1');
    return c.json({ status: 'ok' as const });
  } catch (err) {
    c.var.logger.error({ err }, 'health check: database did not answer');
    return c.json(unavailable('The database is not available.'), 503);
  }
});
