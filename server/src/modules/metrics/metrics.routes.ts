import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { errorBody } from '../../lib/errors.ts';
import type { Metrics } from '../../lib/metrics.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares in constant time (digests of equal length), so the token cannot be guessed by timing. */
function isToken(header: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/**
 * GET /metrics on the main port (decision 176): Prometheus's text format for
 * `Authorization: Bearer <METRICS_TOKEN>`; 401 for any other; 404, as any unknown path, when no
 * token is configured. Outside /api: it is for the scraper, not part of the API's route table.
 */
export function metricsRoutes(metrics: Metrics, token: string | undefined) {
  return new Hono<AppEnv>().get('/', async (c) => {
    if (!token) return c.json(errorBody('not_found', 'Not found.'), 404);
    if (!isToken(c.req.header('authorization'), token)) {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"');
      return c.json(errorBody('unauthorized', 'A valid metrics token is required.'), 401);
    }
    const { body, contentType } = await metrics.render();
    c.header('Cache-Control', 'no-store');
    return c.body(body, 200, { 'Content-Type': contentType });
  });
}
