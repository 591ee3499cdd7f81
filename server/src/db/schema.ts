import type { DismissedKeyword } from '@jobfit/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// Tables owned by Better Auth (user, session, account, verification, rateLimit) plus our user
// columns role, plan and onboardingCompletedAt (docs/product.md, Entities). Column names are
// snake_case in SQL through Drizzle's `casing` option (docs/architecture.md).
const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

export const user = pgTable('user', {
  id: text().primaryKey(),
  name: text().notNull(),
  email: text().notNull().unique(),
  emailVerified: boolean().notNull().default(false),
  image: text(),
  role: text({ enum: ['user', 'admin'] })
    .notNull()
    .default('user'),
  plan: text({ enum: ['free', 'pro'] })
    .notNull()
    .default('free'),
  onboardingCompletedAt: timestamp({ withTimezone: true }),
  /** The Stripe customer of this user, once they went through Checkout. */
  stripeCustomerId: text().unique(),
  /** Set by Better Auth's two-factor plugin once a TOTP enrolment is confirmed (decision 180). */
  twoFactorEnabled: boolean().notNull().default(false),
  ...timestamps,
});

export const session = pgTable(
  'session',
  {
    id: text().primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    token: text().notNull().unique(),
    ipAddress: text(),
    userAgent: text(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [index('session_user_id_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text().primaryKey(),
    accountId: text().notNull(),
    providerId: text().notNull(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: timestamp({ withTimezone: true }),
    refreshTokenExpiresAt: timestamp({ withTimezone: true }),
    scope: text(),
    password: text(),
    ...timestamps,
  },
  (t) => [index('account_user_id_idx').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text().primaryKey(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

// Rate-limit counters live in the database so that several server processes share them.
export const rateLimit = pgTable('rate_limit', {
  id: text().primaryKey(),
  key: text().notNull().unique(),
  count: integer().notNull(),
  lastRequest: bigint({ mode: 'number' }).notNull(),
});

// Better Auth's two-factor and passkey plugins (docs/decisions/180-two-factor-and-passkeys.md).

/** A user's TOTP secret and backup codes, both encrypted with the auth secret. */
export const twoFactor = pgTable(
  'two_factor',
  {
    id: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    secret: text().notNull(),
    backupCodes: text().notNull(),
    /** False until the first code confirms the enrolment. */
    verified: boolean().notNull().default(true),
    /** Consecutive failed sign-in codes; past the plugin's limit the account locks for a while. */
    failedVerificationCount: integer().notNull().default(0),
    lockedUntil: timestamp({ withTimezone: true }),
  },
  (t) => [index('two_factor_user_id_idx').on(t.userId)],
);

/** A WebAuthn credential (passkey) that signs its user in. */
export const passkey = pgTable(
  'passkey',
  {
    id: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text(),
    publicKey: text().notNull(),
    credentialID: text('credential_id').notNull(),
    counter: integer().notNull(),
    deviceType: text().notNull(),
    backedUp: boolean().notNull(),
    transports: text(),
    aaguid: text(),
    createdAt: timestamp({ withTimezone: true }).defaultNow(),
  },
  (t) => [
    index('passkey_user_id_idx').on(t.userId),
    uniqueIndex('passkey_credential_id_idx').on(t.credentialID),
  ],
);

// Jobfit's own tables (docs/product.md, Entities). Every owned row has userId with cascade delete
// and an index.

/** The master CV: one per user, JSON Resume content plus what the parser found. */
export const cv = pgTable('cv', {
  id: text().primaryKey(),
  userId: text()
    .notNull()
    .unique()
    .references(() => user.id, { onDelete: 'cascade' }),
  content: jsonb().notNull(),
  text: text().notNull(),
  source: text({ enum: ['upload', 'manual', 'json'] }).notNull(),
  fileName: text(),
  fileMime: text(),
  fileSize: integer(),
  storageKey: text(),
  warnings: jsonb().notNull().default([]),
  sections: jsonb().notNull().default([]),
  /** Increases on every save; an editor sends the version it started from (409 when stale). */
  version: integer().notNull().default(1),
  ...timestamps,
});

/** An uploaded CV file waiting for the review step; becomes the master CV's file when saved. */
export const cvUpload = pgTable(
  'cv_upload',
  {
    id: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    fileName: text().notNull(),
    fileMime: text().notNull(),
    fileSize: integer().notNull(),
    storageKey: text().notNull(),
    warnings: jsonb().notNull().default([]),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cv_upload_user_id_idx').on(t.userId)],
);

export const jobTarget = pgTable(
  'job_target',
  {
    id: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    company: text(),
    location: text(),
    url: text(),
    postingText: text().notNull(),
    status: text({ enum: ['saved', 'applied', 'interviewing', 'offer', 'rejected', 'withdrawn'] })
      .notNull()
      .default('saved'),
    notes: text(),
    salary: text(),
    deadline: date({ mode: 'string' }),
    appliedAt: timestamp({ withTimezone: true }),
    /** The CV sent with the application (decision 085): null until the user records it. */
    sentCv: text({ enum: ['master', 'tailored'] }),
    // A deleted document leaves `sentCv` 'tailored' and drops only the link (decision 085).
    sentDocumentId: text().references((): AnyPgColumn => document.id, { onDelete: 'set null' }),
    /**
     * Keywords of the posting the user dismissed (decision 112): every scan of the job leaves them
     * out. Entries: `{ name, reason, dismissedAt }`, oldest first.
     */
    dismissedKeywords: jsonb().$type<DismissedKeyword[]>().notNull().default([]),
    /**
     * The job's newest scan, its score, the score of the one before and how many it has, kept by
     * every write of a scan (`refreshJobScanSummary`, migration 0010, decision 143) so lists sort
     * and filter by score from an index instead of looking up every job's scans.
     */
    latestScanId: text(),
    latestScore: integer(),
    previousScore: integer(),
    scanCount: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('job_target_user_id_idx').on(t.userId),
    index('job_target_sent_document_id_idx').on(t.sentDocumentId),
    // The tracker's pages and board columns walk these and stop after a page (decision 142).
    index('job_target_user_id_updated_at_idx').on(
      t.userId,
      t.updatedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('job_target_user_id_created_at_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('job_target_user_id_status_updated_at_idx').on(
      t.userId,
      t.status,
      t.updatedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('job_target_user_id_deadline_idx').on(t.userId, t.deadline, t.id),
    index('job_target_user_id_latest_score_idx').on(
      t.userId,
      t.latestScore.desc().nullsLast(),
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

export const scan = pgTable(
  'scan',
  {
    id: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    jobTargetId: text()
      .notNull()
      .references(() => jobTarget.id, { onDelete: 'cascade' }),
    /** SHA-256 of the CV text scanned, to tell what changed between rescans. */
    cvHash: text().notNull(),
    cvText: text().notNull(),
    // json, not jsonb (decision 229): stored as the engine wrote it, read back whole.
    result: json().notNull(),
    score: integer().notNull(),
    engineVersion: text().notNull(),
    /** A rescan of a job already scanned: free, not counted against the monthly quota. */
    rescan: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('scan_user_id_created_at_idx').on(t.userId, t.createdAt),
    // A job's latest scans (its score and change on the tracker) without a sort (decision 142).
    index('scan_job_target_id_created_at_idx').on(
      t.jobTargetId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/** A tailored CV or cover letter built from a scan (docs/product.md, Entities). */
export const document = pgTable(
  'document',
  {
    id: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    // The document outlives its scan or job if those are deleted.
    scanId: text().references(() => scan.id, { onDelete: 'set null' }),
    jobTargetId: text().references(() => jobTarget.id, { onDelete: 'set null' }),
    kind: text({ enum: ['cv', 'cover_letter'] }).notNull(),
    title: text().notNull(),
    content: jsonb().notNull(),
    template: text().notNull(),
    pageSize: text({ enum: ['A4', 'Letter'] })
      .notNull()
      .default('A4'),
    version: integer().notNull().default(1),
    score: integer(),
    originalScore: integer(),
    changes: jsonb().notNull().default([]),
    ...timestamps,
  },
  (t) => [
    index('document_user_id_created_at_idx').on(t.userId, t.createdAt),
    index('document_scan_id_idx').on(t.scanId),
    // The documents list, newest change first, one page at a time (decision 142).
    index('document_user_id_updated_at_idx').on(
      t.userId,
      t.updatedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/** The status timeline of a job target: one row per change (the first with `fromStatus` null). */
export const jobTargetEvent = pgTable(
  'job_target_event',
  {
    id: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    jobTargetId: text()
      .notNull()
      .references(() => jobTarget.id, { onDelete: 'cascade' }),
    fromStatus: text({
      enum: ['saved', 'applied', 'interviewing', 'offer', 'rejected', 'withdrawn'],
    }),
    toStatus: text({
      enum: ['saved', 'applied', 'interviewing', 'offer', 'rejected', 'withdrawn'],
    }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('job_target_event_user_id_idx').on(t.userId),
    index('job_target_event_job_target_id_idx').on(t.jobTargetId),
  ],
);

/** Stripe webhook events already handled: a redelivered event changes nothing (idempotency). */
export const stripeEvent = pgTable('stripe_event', {
  id: text().primaryKey(),
  type: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Data migrations (server/src/db/data-migrations.ts) already applied, by id: each runs once. */
export const dataMigration = pgTable('data_migration', {
  id: text().primaryKey(),
  appliedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Interviews and follow-ups of a tracked job (decision 171): several per job, each on a day
 * (all-day) or at an instant (timed, with a duration), never both.
 */
export const jobTargetDate = pgTable(
  'job_target_date',
  {
    id: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    jobTargetId: text()
      .notNull()
      .references(() => jobTarget.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['interview', 'follow_up'] }).notNull(),
    day: date({ mode: 'string' }),
    startsAt: timestamp({ withTimezone: true }),
    durationMinutes: integer(),
    note: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('job_target_date_user_id_idx').on(t.userId),
    index('job_target_date_job_target_id_idx').on(t.jobTargetId),
    check(
      'job_target_date_day_or_time',
      sql`(${t.day} is null) <> (${t.startsAt} is null) and (${t.startsAt} is null) = (${t.durationMinutes} is null)`,
    ),
  ],
);

/**
 * A user's calendar subscription link (decision 171): only the SHA-256 of its secret is kept, so a
 * copy of the database holds no working link. Resetting the link replaces the row; turning the
 * subscription off deletes it.
 */
export const calendarFeed = pgTable('calendar_feed', {
  userId: text()
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  /** The public half of the token: finds the row without comparing secrets in SQL. */
  lookupId: text().notNull().unique(),
  secretHash: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

// node-postgres reads bytea as a Buffer, PGlite as a Uint8Array: both become a plain Uint8Array.
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => new Uint8Array(v.buffer, v.byteOffset, v.byteLength),
});

/**
 * Uploaded files (original CVs, avatars) when FILE_STORAGE=database (decision 178), so every
 * server on one database serves them. `key` is the storage key, `<userId>/<name>`; its user's
 * rows go with the user. Upload limits bound each file.
 */
export const storedFile = pgTable(
  'stored_file',
  {
    key: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    bytes: bytea().notNull(),
    ...timestamps,
  },
  (t) => [index('stored_file_user_id_idx').on(t.userId)],
);

/**
 * Counters whose sum grows with every write of a user's jobs, status events, scans, documents or
 * CV (decision 186): SQL rules of migration 0013 raise one in the writing statement, whoever
 * writes. A counter per user and database connection (`shard`, the backend's pid modulo 16), so
 * concurrent writers of one user seldom wait on one row. The dashboard and the board reuse an
 * answer computed at the same sum.
 */
export const userDataVersion = pgTable(
  'user_data_version',
  {
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    shard: integer().notNull(),
    version: bigint({ mode: 'number' }).notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.userId, t.shard] })],
);
