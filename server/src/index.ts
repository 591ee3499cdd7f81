import { loadEnv, InvalidEnvError } from './env.ts';
import { createLogger } from './lib/logger.ts';
import { startServer } from './server.ts';

// `npm start`: configuration from the environment, then serve until SIGINT/SIGTERM.
let env;
try {
  env = loadEnv();
} catch (err) {
  if (err instanceof InvalidEnvError) {
    process.stderr.write(`${err.message}\nSee the configuration table in README.md.\n`);
    process.exit(1);
  }
  throw err;
}

const logger = createLogger(env.logLevel);
const running = await startServer(env, logger);
logger.info(
  {
    port: running.port,
    database: running.database.kind,
    dataDir: env.dataDir,
    files: env.files.kind,
    ...(running.metricsPort !== undefined && { metricsPort: running.metricsPort }),
  },
  'server started',
);
process.stdout.write(`\nJobfit is running at ${env.appUrl}\n\n`);

// Graceful shutdown (decision 176): no new connections, the requests in flight answer (for
// SHUTDOWN_TIMEOUT_MS at most), then the engine workers and the database close and the process
// exits 0. A second signal ends it at once; a close that hangs ends it with 1.
const shutdown = (signal: string) => {
  logger.info({ signal, timeoutMs: env.shutdownTimeoutMs }, 'shutting down');
  const force = setTimeout(() => process.exit(1), env.shutdownTimeoutMs + 10_000);
  force.unref();
  running.close().then(
    () => {
      logger.info('shut down');
      process.exit(0);
    },
    (err: unknown) => {
      logger.error({ err }, 'shutdown failed');
      process.exit(1);
    },
  );
};
process.once('SIGINT', () => shutdown('SIGINT'));
process.once('SIGTERM', () => shutdown('SIGTERM'));
