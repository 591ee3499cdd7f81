import path from 'node:path';
import { z } from 'zod';

// The only reader of process.env (docs/architecture.md). Every variable is documented in README.md.
const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const FILE_STORAGE_KINDS = ['folder', 'database', 's3'] as const;
const S3_REQUIRED = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    APP_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
    AUTH_SECRET: optionalString.pipe(
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    SMTP_URL: optionalString.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
        .optional(),
    ),
    MAIL_FROM: z.string().default('Jobfit <no-reply@jobfit.local>'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    // How many reverse proxies in front of the server append to X-Forwarded-For; `true` (the old
    // boolean form) means one, `false` none (docs/decisions/141-request-limits.md).
    TRUST_PROXY: z
      .string()
      .trim()
      .default('0')
      .transform((v) => (v === 'true' ? '1' : v === 'false' || v === '' ? '0' : v))
      .pipe(z.string().regex(/^\d{1,2}$/, 'must be true, false or a number of proxy hops'))
      .transform(Number),
    WEB_DIST: optionalString,
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    STRIPE_PRICE_ID: optionalString,
    LLM_BASE_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
    LLM_API_KEY: optionalString,
    LLM_MODEL: optionalString,
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    GITHUB_CLIENT_ID: optionalString,
    GITHUB_CLIENT_SECRET: optionalString,
    // Test-only switches of the posting import (docs/decisions/170-posting-import.md): hosts it
    // may fetch although they are private (the tests' 127.0.0.1), and an origin that stands in
    // for the job boards' API hosts. Both empty in production.
    IMPORT_ALLOW_PRIVATE_HOSTS: z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((h) => h.trim().toLowerCase())
          .filter(Boolean),
      ),
    IMPORT_BOARD_API_ORIGIN: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
    // Prometheus metrics (docs/decisions/176-operations.md): on the main port for a bearer token,
    // and/or on a port of their own, on loopback unless METRICS_HOST says otherwise.
    METRICS_TOKEN: optionalString.pipe(
      z.string().min(16, 'must be at least 16 characters').optional(),
    ),
    METRICS_PORT: optionalString.pipe(
      z.coerce.number<string | undefined>().int().min(0).max(65535).optional(),
    ),
    METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
    // How long a SIGTERM waits for requests in flight before it cuts their connections.
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
    // Where uploaded files live (docs/decisions/178-file-storage.md): DATA_DIR/files, the
    // database, or an S3-compatible bucket. Unset: the database on PostgreSQL, else the folder.
    FILE_STORAGE: optionalString.pipe(z.enum(FILE_STORAGE_KINDS).optional()),
    S3_ENDPOINT: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
    S3_BUCKET: optionalString,
    S3_REGION: optionalString.pipe(z.string().default('us-east-1')),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
  })
  .superRefine((e, ctx) => {
    if (e.FILE_STORAGE !== 's3') return;
    for (const name of S3_REQUIRED) {
      if (e[name] === undefined) {
        ctx.addIssue({ code: 'custom', path: [name], message: 'required when FILE_STORAGE=s3' });
      }
    }
  })
  .transform((e) => ({
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    /** False when APP_URL was not set: the app is on this machine, under either loopback name. */
    appUrlGiven: e.APP_URL !== undefined,
    authSecret: e.AUTH_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    /** Trusted proxy hops in front of the server (0: the socket's address is the client's). */
    trustProxy: e.TRUST_PROXY,
    webDist: path.resolve(e.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET && e.STRIPE_PRICE_ID
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            priceId: e.STRIPE_PRICE_ID,
          }
        : undefined,
    llm:
      e.LLM_BASE_URL && e.LLM_MODEL
        ? { baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY, model: e.LLM_MODEL }
        : undefined,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }
        : undefined,
    postingImport: {
      allowPrivateHosts: e.IMPORT_ALLOW_PRIVATE_HOSTS,
      boardApiOrigin: e.IMPORT_BOARD_API_ORIGIN?.replace(/\/+$/, ''),
    },
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT, host: e.METRICS_HOST },
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    files: fileStorage(e),
    github:
      e.GITHUB_CLIENT_ID && e.GITHUB_CLIENT_SECRET
        ? { clientId: e.GITHUB_CLIENT_ID, clientSecret: e.GITHUB_CLIENT_SECRET }
        : undefined,
  }));

export type Env = z.output<typeof EnvSchema>;

/** Where the server keeps uploaded files; `folder` is DATA_DIR/files, also read by the copy into the database. */
export type FileStorageConfig =
  { kind: 'folder' | 'database'; folder: string } | { kind: 's3'; folder: string; s3: S3Settings };

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

function fileStorage(e: {
  DATA_DIR: string;
  DATABASE_URL?: string | undefined;
  FILE_STORAGE?: (typeof FILE_STORAGE_KINDS)[number] | undefined;
  S3_ENDPOINT?: string | undefined;
  S3_BUCKET?: string | undefined;
  S3_REGION: string;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
}): FileStorageConfig {
  const folder = path.join(path.resolve(e.DATA_DIR), 'files');
  const kind = e.FILE_STORAGE ?? (e.DATABASE_URL ? 'database' : 'folder');
  if (kind !== 's3') return { kind, folder };
  // superRefine has refused a missing S3 setting before the transform runs.
  const required = (v: string | undefined) => v ?? '';
  return {
    kind,
    folder,
    s3: {
      endpoint: required(e.S3_ENDPOINT),
      bucket: required(e.S3_BUCKET),
      region: e.S3_REGION,
      accessKeyId: required(e.S3_ACCESS_KEY_ID),
      secretAccessKey: required(e.S3_SECRET_ACCESS_KEY),
    },
  };
}

/** Thrown when the environment is invalid; the message lists every bad variable. */
export class InvalidEnvError extends Error {
  override name = 'InvalidEnvError';
}

/** Parses an environment (process.env by default) into typed configuration, or throws. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new InvalidEnvError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
