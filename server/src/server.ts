import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { createAuth } from './auth/auth.ts';
import { resolveAuthSecret } from './auth/secret.ts';
import { type Database, openDatabase } from './db/client.ts';
import { DATA_MIGRATIONS, runDataMigrations } from './db/data-migrations.ts';
import { FILES_INTO_DATABASE_ID, filesIntoDatabase } from './db/files-into-database.ts';
import type { Env } from './env.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { drainable, keepIdleConnections } from './lib/drain.ts';
import { type Billing, createBilling } from './lib/billing.ts';
import { createLlm } from './lib/llm.ts';
import type { Logger } from './lib/logger.ts';
import { createMetrics, serveMetrics } from './lib/metrics.ts';
import { createFileStorage, type FileStorage, fileStorageDriver } from './lib/storage.ts';
import { createEnginePool, type EnginePool } from './lib/scan-pool.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { loopbackAliases } from './lib/origin-check.ts';

export interface RunningServer {
  /** The Hono app (its `routes` list every route, e.g. for the isolation sweep). */
  app: ReturnType<typeof createApp>;
  url: string;
  port: number;
  database: Database;
  /** Where uploaded files live (FILE_STORAGE, decision 178). */
  storage: FileStorage;
  /** The engine's worker pool (decision 194); `isReady()` once its workers are warm. */
  engine: EnginePool;
  /** METRICS_PORT's listener, when one is configured (its real port when 0 was asked). */
  metricsPort?: number | undefined;
  /**
   * Stops accepting connections, lets the requests in flight answer (SHUTDOWN_TIMEOUT_MS at
   * most, then cuts them), then closes mail, the engine's workers and the database (decision
   * 176).
   */
  close(): Promise<void>;
}

/**
 * Opens the database (migrating it), builds auth, mail and the app, and listens. Used by
 * `npm start`, the end-to-end tests and the integration tests alike.
 */
export async function startServer(
  env: Env,
  logger: Logger,
  overrides: {
    database?: Database;
    mailer?: Mailer;
    now?: Clock;
    billing?: Billing;
    engine?: EnginePool;
  } = {},
): Promise<RunningServer> {
  const database =
    overrides.database ??
    (await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir }));
  // With the files in the database, an older deployment's folder is copied in once (decision 178).
  const migrated = await runDataMigrations(database.db, [
    ...DATA_MIGRATIONS,
    ...(env.files.kind === 'database' ? [filesIntoDatabase(env.files.folder)] : []),
  ]);
  if (migrated.length > 0) logger.info({ migrated }, 'data migrations applied');
  if (migrated.includes(FILES_INTO_DATABASE_ID)) {
    logger.info(
      { folder: env.files.folder },
      'stored files copied into the database; the folder is no longer read',
    );
  }
  const storage = createFileStorage(fileStorageDriver(env.files, database.db));
  const mailer =
    overrides.mailer ?? createMailer({ smtpUrl: env.smtpUrl, from: env.mailFrom, logger });
  const trustedOrigins = [
    env.appUrl,
    // Without APP_URL the app runs on this machine: 127.0.0.1 and [::1] are the same place as
    // localhost, so sign-up works whichever name the browser used.
    ...(env.appUrlGiven ? [] : loopbackAliases(env.appUrl)),
    ...(env.nodeEnv === 'development' ? ['http://localhost:5173'] : []),
  ];
  const auth = createAuth({
    db: database.db,
    secret: await resolveAuthSecret(env.authSecret, env.dataDir),
    appUrl: env.appUrl,
    trustedOrigins,
    mailer,
    logger,
    google: env.google,
    github: env.github,
  });
  if (env.postingImport.allowPrivateHosts.length > 0) {
    logger.warn(
      { hosts: env.postingImport.allowPrivateHosts },
      'IMPORT_ALLOW_PRIVATE_HOSTS is set: posting imports may reach these private hosts (tests only)',
    );
  }
  // One pool of engine workers for the process's scans, parses and exports (decision 194).
  const engine = overrides.engine ?? createEnginePool();
  const metrics = createMetrics({ dbPool: database.poolStats, engine });
  const app = createApp({
    db: database.db,
    auth,
    logger,
    storage,
    engine,
    now: overrides.now ?? systemClock,
    llm: createLlm(env.llm, logger),
    billing: overrides.billing ?? createBilling(env.stripe, env.appUrl),
    trustedOrigins,
    trustProxy: env.trustProxy,
    webDist: env.webDist,
    postingImport: env.postingImport,
    metrics,
    metricsToken: env.metrics.token,
  });

  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: env.port, hostname: env.host }, () => resolve(s));
    s.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  keepIdleConnections(server as Server);
  const http = drainable(server as Server);
  const metricsServer =
    env.metrics.port === undefined
      ? undefined
      : await serveMetrics(metrics, env.metrics.port, env.metrics.host).catch((err: unknown) => {
          server.close();
          throw err;
        });
  engine.warm();

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      const cut = await http.drain(env.shutdownTimeoutMs);
      if (cut > 0) {
        logger.warn(
          { cut, timeoutMs: env.shutdownTimeoutMs },
          'shutdown: requests cut at the timeout',
        );
      }
      await metricsServer?.close();
      mailer.close();
      // The requests that used the workers have answered: nothing is left for them to finish.
      if (!overrides.engine) await engine.close();
      if (!overrides.database) await database.close();
    })());

  return {
    app,
    url: env.appUrl,
    port,
    database,
    storage,
    engine,
    metricsPort: metricsServer?.port,
    close,
  };
}
