import { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { errorBody } from '../../lib/errors.ts';
import { checkReadiness, type ReadinessReport } from './health.service.ts';

/** What a 503 says, from the first check that failed. */
function notReadyMessage({ checks }: ReadinessReport): string {
  if (checks.database === 'failed') return 'The database is not available.';
  if (checks.migrations === 'failed') return 'The database is not migrated to this version.';
  return 'Starting: the engine workers are warming up.';
}

/**
 * /api/health and its probes (decision 176):
 * - GET /api/health → 200 {"status":"ok"} when ready (below), else 503: the check every existing
 *   client and the scripts wait for.
 * - GET /api/health/live → 200 while the process serves at all (a liveness probe restarts it).
 * - GET /api/health/ready → 200 with the checks when the database answers and is migrated and the
 *   engine workers are warm; else 503 `unavailable` whose details name the failed checks.
 */
export const healthRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const report = await checkReadiness(c.var.db, c.var.logger, c.var.engine);
    if (report.ready) return c.json({ status: 'ok' as const });
    c.header('Retry-After', '1');
    return c.json(errorBody('unavailable', notReadyMessage(report)), 503);
  })
  .get('/live', (c) => c.json({ status: 'ok' as const }))
  .get('/ready', async (c) => {
    const report = await checkReadiness(c.var.db, c.var.logger, c.var.engine);
    if (report.ready) return c.json({ status: 'ok' as const, checks: report.checks });
    const failed = Object.entries(report.checks)
      .filter(([, state]) => state === 'failed')
      .map(([name]) => name);
    c.header('Retry-After', '1');
    return c.json(
      errorBody('unavailable', notReadyMessage(report), { failed, checks: report.checks }),
      503,
    );
  });
