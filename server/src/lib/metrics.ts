import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { matchedRoutes, routePath } from 'hono/route';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DbPoolStats } from '../db/client.ts';
import type { AppEnv } from './context.ts';
import { collectProcessMetrics, processRegistry } from './process-metrics.ts';
import type { EnginePool } from './scan-pool.ts';

/**
 * The route a request was for, as written in the code: its first method handler (`GET
 * /api/scans/:id`), even when a middleware answered first (a 401 of `requireUser`); else the
 * route that answered (`/api/*`: no such API route). Never from the request, so the label set
 * stays as small as the route table.
 */
function routeTemplate(c: Context<AppEnv>): string {
  return matchedRoutes(c).find((r) => r.method !== 'ALL')?.path ?? routePath(c);
}

const IDLE = { running: 0, queued: 0 };

/**
 * One app's Prometheus metrics (decision 176): its own registry, so that several apps in one
 * process (the tests) never register a metric twice, joined at scrape time to the process's
 * (engine task durations, CPU, memory, event loop).
 *
 * @example const metrics = createMetrics({ dbPool: database.poolStats, engine }); app.use(metrics.track);
 */
export function createMetrics(
  options: { dbPool?: (() => DbPoolStats) | undefined; engine?: EnginePool } = {},
) {
  collectProcessMetrics();
  const registry = new Registry();
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route template and status',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route template and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  // `scan`: the engine pool's jobs of every kind; `render`: the exports' lane in front of it.
  const load = () => options.engine?.load() ?? { scan: IDLE, render: IDLE };
  new Gauge({
    name: 'jobfit_worker_queue_length',
    help: 'Engine tasks waiting for a worker, by pool',
    labelNames: ['pool'] as const,
    registers: [registry],
    collect() {
      for (const [pool, p] of Object.entries(load())) this.set({ pool }, p.queued);
    },
  });
  new Gauge({
    name: 'jobfit_worker_running_tasks',
    help: 'Engine tasks running in a worker, by pool',
    labelNames: ['pool'] as const,
    registers: [registry],
    collect() {
      for (const [pool, p] of Object.entries(load())) this.set({ pool }, p.running);
    },
  });

  const dbPool = options.dbPool;
  if (dbPool) {
    const figures: [name: string, help: string, key: keyof DbPoolStats][] = [
      ['jobfit_db_pool_total_clients', 'PostgreSQL connections open in the pool', 'total'],
      ['jobfit_db_pool_idle_clients', 'PostgreSQL connections open and idle', 'idle'],
      ['jobfit_db_pool_waiting_requests', 'Queries waiting for a PostgreSQL connection', 'waiting'],
    ];
    for (const [name, help, key] of figures) {
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(dbPool()[key]);
        },
      });
    }
  }

  return {
    /** Middleware, first in the app: counts and times every request under its route template. */
    track: createMiddleware<AppEnv>(async (c, next) => {
      const end = duration.startTimer();
      await next();
      const labels = {
        method: c.req.method,
        route: routeTemplate(c),
        status: String(c.res.status),
      };
      end(labels);
      requests.inc(labels);
    }),
    /** The text exposition of this app's and the process's metrics. */
    async render(): Promise<{ body: string; contentType: string }> {
      const merged = Registry.merge([registry, processRegistry]);
      return { body: await merged.metrics(), contentType: merged.contentType };
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/**
 * METRICS_PORT: a listener of its own that answers GET /metrics and nothing else, with no token:
 * it is bound to loopback (METRICS_HOST) or a private interface the scraper alone reaches.
 */
export async function serveMetrics(
  metrics: Metrics,
  port: number,
  host: string,
): Promise<{ port: number; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://metrics');
    if (pathname !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found.\n');
      return;
    }
    metrics.render().then(
      ({ body, contentType }) => {
        res.writeHead(200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : body);
      },
      () => res.writeHead(500, { 'Content-Type': 'text/plain' }).end('Metrics failed.\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    // A scrape is short: nothing to wait for.
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
