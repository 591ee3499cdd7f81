import { existsSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { csrf } from 'hono/csrf';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import { type Auth, CLIENT_IP_HEADER } from './auth/auth.ts';
import type { Db } from './db/client.ts';
import { clientIp } from './lib/client-ip.ts';
import { withAccountLimits } from './lib/account-rate-limit.ts';
import { limitBodies } from './lib/body-limit.ts';
import type { AppEnv } from './lib/context.ts';
import { errorBody, handleError, requestLocale } from './lib/errors.ts';
import { wordedAuthAnswer } from './lib/i18n/auth-answers.ts';
import { say } from './lib/i18n/server-text.ts';
import { loggedPath } from './lib/logged-path.ts';
import { rejectOtherOrigins } from './lib/origin-check.ts';
import { webShells, type WebShells } from './lib/web-shells.ts';
import type { Billing } from './lib/billing.ts';
import type { Clock } from './lib/clock.ts';
import type { Llm } from './lib/llm.ts';
import type { Logger } from './lib/logger.ts';
import type { Metrics } from './lib/metrics.ts';
import type { FileStorage } from './lib/storage.ts';
import type { EnginePool } from './lib/scan-pool.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { billingRoutes } from './modules/billing/billing.routes.ts';
import { calendarRoutes } from './modules/calendar/calendar.routes.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { documentsRoutes } from './modules/documents/documents.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { cvRoutes } from './modules/cv/cv.routes.ts';
import { jobTargetsRoutes } from './modules/job-targets/job-targets.routes.ts';
import { meRoutes } from './modules/me/me.routes.ts';
import { metricsRoutes } from './modules/metrics/metrics.routes.ts';
import { openApiRoutes } from './modules/openapi/openapi.routes.ts';
import { postingImportRoutes } from './modules/posting-import/posting-import.routes.ts';
import type { PostingImportConfig } from './modules/posting-import/posting-import.service.ts';
import { scansRoutes } from './modules/scans/scans.routes.ts';

export interface AppDeps {
  db: Db;
  auth: Auth;
  logger: Logger;
  storage: FileStorage;
  now: Clock;
  /** The engine's worker pool, built by `startServer` like the database (decision 194). */
  engine: EnginePool;
  llm?: Llm | undefined;
  billing?: Billing | undefined;
  trustedOrigins: string[];
  /** Reverse proxies in front of the server (TRUST_PROXY): where the client address comes from. */
  trustProxy: number;
  /** The web build to serve; the API alone when it does not exist. */
  webDist?: string | undefined;
  /** Extra origins the browser may connect to (analytics). */
  connectSrc?: string[];
  /** The posting import's test-only switches (decision 170); none by default. */
  postingImport?: PostingImportConfig;
  /** This app's Prometheus metrics (decision 176). */
  metrics: Metrics;
  /** METRICS_TOKEN: GET /metrics answers only with it (and 404 without one configured). */
  metricsToken?: string | undefined;
}

/** The whole HTTP app: the JSON API under /api and the web app with history fallback. */
export function createApp(deps: AppDeps) {
  const { db, auth, logger } = deps;
  const app = new Hono<AppEnv>();
  const shells =
    deps.webDist && existsSync(path.join(deps.webDist, 'index.html'))
      ? webShells(deps.webDist)
      : undefined;

  app.use(deps.metrics.track);
  app.use(requestId());
  app.use(async (c, next) => {
    c.set('db', db);
    c.set('auth', auth);
    c.set('storage', deps.storage);
    c.set('now', deps.now);
    c.set('engine', deps.engine);
    c.set('llm', deps.llm);
    c.set('billing', deps.billing);
    c.set('logger', logger.child({ requestId: c.var.requestId }));
    const started = performance.now();
    await next();
    c.var.logger.info(
      {
        method: c.req.method,
        path: loggedPath(c.req.path),
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  });
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        // A pre-rendered page also allows its one inline script, by its hash (decision 195).
        scriptSrc: [
          (c) => (shells?.page(c.req.path) ? `'self' ${shells.scriptSources()}`.trim() : "'self'"),
        ],
        // MUI (emotion) injects <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(deps.connectSrc ?? [])],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
      xFrameOptions: 'DENY',
      referrerPolicy: 'strict-origin-when-cross-origin',
      xContentTypeOptions: 'nosniff',
      // Browsers keep to https for a year once they have seen the app there (decision 141).
      strictTransportSecurity: auth.options.baseURL?.startsWith('https://')
        ? 'max-age=31536000; includeSubDomains'
        : false,
    }),
  );
  app.use('/api/*', limitBodies);
  app.use('/api/*', rejectOtherOrigins(deps.trustedOrigins));
  app.use('/api/*', csrf({ origin: deps.trustedOrigins }));

  // Better Auth reads the client address (rate limits, sessions) from a header only we set.
  app.on(['GET', 'POST'], '/api/auth/*', async (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    const ip = clientIp(c, deps.trustProxy);
    if (ip) headers.set(CLIENT_IP_HEADER, ip);
    const answer = await withAccountLimits(c.req.raw, ip, db, deps.now, () =>
      auth.handler(new Request(c.req.raw, { headers })),
    );
    // Better Auth writes English; a German reader gets its errors by their code (decision 196).
    return wordedAuthAnswer(answer, requestLocale(c));
  });

  const api = app
    .basePath('/api')
    .route('/health', healthRoutes)
    .route('/me', meRoutes)
    .route('/cv', cvRoutes)
    .route('/scans', scansRoutes)
    .route('/documents', documentsRoutes)
    .route('/job-targets', jobTargetsRoutes)
    .route('/posting-import', postingImportRoutes(deps.postingImport ?? { allowPrivateHosts: [] }))
    .route('/calendar', calendarRoutes)
    .route('/dashboard', dashboardRoutes)
    .route('/account', accountRoutes)
    .route('/billing', billingRoutes)
    .route('/admin', adminRoutes)
    .route('/', openApiRoutes);
  api.all('*', (c) =>
    c.json(errorBody('not_found', say('request.no_route').in(requestLocale(c))), 404),
  );
  app.route('/metrics', metricsRoutes(deps.metrics, deps.metricsToken));

  if (deps.webDist && shells) serveWeb(app, deps.webDist, shells);
  app.notFound((c) =>
    c.json(errorBody('not_found', say('request.nothing_here').in(requestLocale(c))), 404),
  );
  app.onError((err, c) => handleError(err, c, c.var.logger ?? logger));
  return app;
}

function serveWeb(app: Hono<AppEnv>, root: string, shells: WebShells) {
  // The web app's scripts and styles go out gzipped (a quarter of their size; decision 090).
  app.use('/assets/*', compress());
  app.use(
    '/assets/*',
    serveStatic({
      root,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.use('*', serveStatic({ root }));
  // History fallback: a page path (no extension) gets its pre-rendered shell when it has one
  // (decision 195), else index.html; a missing file stays a 404. Pages go out gzipped too.
  app.get('*', compress(), async (c, next) => {
    if (c.req.path.startsWith('/api/') || path.extname(c.req.path) !== '') return next();
    c.header('Cache-Control', 'no-cache');
    const shell = shells.page(c.req.path);
    if (shell) return c.html(shell);
    return serveStatic({ root, path: 'index.html' })(c, next);
  });
}

export type App = ReturnType<typeof createApp>;
