import { randomUUID } from 'node:crypto';
import {
  type BulkStatusInput,
  type CreateJobTargetInput,
  JOB_STATUSES,
  type JobStatus,
  type JobTargetBoard,
  type JobTargetBoardQuery,
  type JobTargetDetail,
  type JobTargetList,
  type JobTargetSummary,
  type ListJobTargetsQuery,
  type UpdateJobTargetInput,
} from '@jobfit/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { document, jobTarget, jobTargetEvent, scan } from '../../db/schema.ts';
import { cachedForUserData } from '../../db/user-data-version.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { recordStatusChange } from '../../lib/job-events.ts';
import { jobTargetPage } from './_list.ts';
import { type ScanForChanges, scanChange } from './_scan-changes.ts';
import { say } from '../../lib/i18n/server-text.ts';

type TargetRow = typeof jobTarget.$inferSelect;
type ScanPoint = {
  id: string;
  jobTargetId: string;
  score: number;
  rescan: boolean;
  createdAt: Date;
};

function summarize(row: TargetRow, scans: ScanPoint[]): JobTargetSummary {
  // `scans` are newest first.
  const [latest, previous] = scans;
  return {
    id: row.id,
    title: row.title,
    company: row.company,
    location: row.location,
    url: row.url,
    status: row.status,
    salary: row.salary,
    deadline: row.deadline,
    appliedAt: row.appliedAt?.toISOString() ?? null,
    notes: row.notes,
    latestScore: latest?.score ?? null,
    scoreChange: latest && previous ? latest.score - previous.score : null,
    latestScanId: latest?.id ?? null,
    scanCount: scans.length,
    sentCv: row.sentCv,
    sentDocumentId: row.sentDocumentId,
    lastActivityAt: row.updatedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The job tracker: one page of the user's jobs, filtered and sorted in SQL (decision 142). */
export async function listJobTargets(
  db: Db,
  userId: string,
  query: z.output<typeof ListJobTargetsQuery>,
): Promise<JobTargetList> {
  const { page, pageSize, ...filters } = query;
  const { items, total } = await jobTargetPage(
    db,
    userId,
    filters,
    pageSize,
    (page - 1) * pageSize,
  );
  return { items, total, page, pageSize };
}

/**
 * The tracker's board: for each status, its number of matching jobs and the first `perStage` of
 * them; a column loads more through the list filtered by its status. The counts read every job of
 * the user, so a board is kept until the user's data version changes (decision 186).
 */
export function jobTargetBoard(
  db: Db,
  userId: string,
  query: z.output<typeof JobTargetBoardQuery>,
  knownVersion?: number,
): Promise<JobTargetBoard> {
  return cachedForUserData(
    db,
    userId,
    `board:${JSON.stringify(query)}`,
    () => readBoard(db, userId, query),
    knownVersion,
  );
}

async function readBoard(
  db: Db,
  userId: string,
  query: z.output<typeof JobTargetBoardQuery>,
): Promise<JobTargetBoard> {
  const { perStage, ...filters } = query;
  const columns = [];
  // One after the other: the embedded database answers one query at a time anyway.
  for (const status of JOB_STATUSES) {
    const column = await jobTargetPage(db, userId, { ...filters, status: [status] }, perStage, 0);
    columns.push({ status, ...column });
  }
  return { columns };
}

async function findTarget(db: Db, userId: string, id: string): Promise<TargetRow> {
  const [row] = await db
    .select()
    .from(jobTarget)
    .where(and(eq(jobTarget.id, id), eq(jobTarget.userId, userId)));
  if (!row) throw notFound(say('job.not_found'));
  return row;
}

/**
 * One job's scans in one read: newest first for its summary, and oldest first as its score
 * history, each with what changed since the one before.
 */
async function scansOfTarget(db: Db, userId: string, id: string) {
  const rows = await db
    .select({
      id: scan.id,
      jobTargetId: scan.jobTargetId,
      score: scan.score,
      rescan: scan.rescan,
      createdAt: scan.createdAt,
      cvHash: scan.cvHash,
      // Only the keyword list of the stored result, not the whole document.
      keywords: sql<ScanForChanges['keywords']>`${scan.result}->'keywords'`,
    })
    .from(scan)
    .where(and(eq(scan.userId, userId), eq(scan.jobTargetId, id)))
    .orderBy(asc(scan.createdAt), asc(scan.id));
  const history = rows.map((s, i) => {
    const previous = rows[i - 1];
    return {
      scanId: s.id,
      score: s.score,
      rescan: s.rescan,
      createdAt: s.createdAt.toISOString(),
      changes: previous ? scanChange(previous, s) : null,
    };
  });
  return { newestFirst: [...rows].reverse(), history };
}

export async function getJobTarget(db: Db, userId: string, id: string): Promise<JobTargetDetail> {
  const row = await findTarget(db, userId, id);
  const scans = await scansOfTarget(db, userId, id);
  const events = await db
    .select()
    .from(jobTargetEvent)
    .where(and(eq(jobTargetEvent.jobTargetId, id), eq(jobTargetEvent.userId, userId)))
    .orderBy(asc(jobTargetEvent.createdAt), asc(jobTargetEvent.id));
  return {
    ...summarize(row, scans.newestFirst),
    postingText: row.postingText,
    dismissedKeywords: row.dismissedKeywords,
    scores: scans.history,
    timeline: events.map((e) => ({
      from: e.fromStatus,
      to: e.toStatus,
      at: e.createdAt.toISOString(),
    })),
  };
}

export async function createJobTarget(
  db: Db,
  userId: string,
  input: z.output<typeof CreateJobTargetInput>,
  now: Clock,
): Promise<JobTargetDetail> {
  const at = now();
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(jobTarget).values({
      id,
      userId,
      title: input.title,
      company: input.company ?? null,
      location: input.location ?? null,
      url: input.url ?? null,
      postingText: input.postingText,
      status: input.status,
      notes: input.notes ?? null,
      salary: input.salary ?? null,
      deadline: input.deadline ?? null,
      appliedAt: input.status === 'saved' ? null : at,
      createdAt: at,
      updatedAt: at,
    });
    await recordStatusChange(tx, { userId, jobTargetId: id, from: null, to: input.status, at });
  });
  return getJobTarget(db, userId, id);
}

/** Updates fields; a status change is added to the timeline, and `applied` stamps appliedAt once. */
export async function updateJobTarget(
  db: Db,
  userId: string,
  id: string,
  input: z.output<typeof UpdateJobTargetInput>,
  now: Clock,
): Promise<JobTargetDetail> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(jobTarget)
      .where(and(eq(jobTarget.id, id), eq(jobTarget.userId, userId)))
      .for('update');
    if (!row) throw notFound(say('job.not_found'));
    await assertSendableCv(tx, userId, input.sentDocumentId);
    const sent =
      input.sentCv === undefined
        ? {}
        : { sentDocumentId: input.sentCv === 'tailored' ? input.sentDocumentId : null };
    await applyStatus(tx, row, input.status, now(), { ...input, ...sent });
  });
  return getJobTarget(db, userId, id);
}

/** The sent CV may only be one of the user's own tailored CVs: 404 for any other id. */
async function assertSendableCv(tx: Db, userId: string, documentId: string | null | undefined) {
  if (!documentId) return;
  const [doc] = await tx
    .select({ kind: document.kind })
    .from(document)
    .where(and(eq(document.id, documentId), eq(document.userId, userId)));
  if (!doc) throw notFound(say('job.tailored_cv_not_found'));
  if (doc.kind !== 'cv') {
    throw new AppError('validation', say('request.invalid_fields'), {
      sentDocumentId: [say('job.field.sent_cv_not_letter')],
    });
  }
}

async function applyStatus(
  tx: Db,
  row: TargetRow,
  status: JobStatus | undefined,
  at: Date,
  fields: z.output<typeof UpdateJobTargetInput> = {},
) {
  const changed = status !== undefined && status !== row.status;
  const appliedAt =
    fields.appliedAt !== undefined
      ? fields.appliedAt === null
        ? null
        : new Date(fields.appliedAt)
      : changed && status === 'applied' && !row.appliedAt
        ? at
        : row.appliedAt;
  const { appliedAt: _ignored, ...rest } = fields;
  await tx
    .update(jobTarget)
    .set({ ...rest, ...(status ? { status } : {}), appliedAt, updatedAt: at })
    .where(and(eq(jobTarget.id, row.id), eq(jobTarget.userId, row.userId)));
  if (changed && status) {
    await recordStatusChange(tx, {
      userId: row.userId,
      jobTargetId: row.id,
      from: row.status,
      to: status,
      at,
    });
  }
}

/** Moves several jobs to one status; ids the user does not own are a 404 and nothing changes. */
export async function bulkSetStatus(
  db: Db,
  userId: string,
  input: z.output<typeof BulkStatusInput>,
  now: Clock,
): Promise<{ updated: number }> {
  const ids = [...new Set(input.ids)];
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(jobTarget)
      .where(and(eq(jobTarget.userId, userId), inArray(jobTarget.id, ids)))
      .for('update');
    if (rows.length !== ids.length) throw notFound(say('job.some_not_found'));
    const at = now();
    for (const row of rows) await applyStatus(tx, row, input.status, at);
    return { updated: rows.length };
  });
}

export async function deleteJobTarget(db: Db, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(jobTarget)
    .where(and(eq(jobTarget.id, id), eq(jobTarget.userId, userId)))
    .returning({ id: jobTarget.id });
  if (deleted.length === 0) throw notFound(say('job.not_found'));
}

const csvCell = (v: string | number | null) => {
  const s = v === null ? '' : String(v);
  // Quote always; a leading =, +, - or @ would be a formula in a spreadsheet.
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return `"${safe.replaceAll('"', '""')}"`;
};

/** Rows the CSV export reads per query: the whole list, never all of it in one statement. */
const EXPORT_CHUNK = 500;

const CV_SENT_LABEL = { master: 'Master CV', tailored: 'Tailored CV', none: null } as const;

/** The tracker as CSV (with the same filters as the list), safe to open in a spreadsheet. */
export async function exportJobTargetsCsv(
  db: Db,
  userId: string,
  query: z.output<typeof ListJobTargetsQuery>,
) {
  const { page: _page, pageSize: _pageSize, ...filters } = query;
  const items: JobTargetSummary[] = [];
  for (let offset = 0; ; offset += EXPORT_CHUNK) {
    const chunk = await jobTargetPage(db, userId, filters, EXPORT_CHUNK, offset);
    items.push(...chunk.items);
    if (chunk.items.length < EXPORT_CHUNK) break;
  }
  const header = [
    'Title',
    'Company',
    'Location',
    'Status',
    'Latest score',
    'Score change',
    'Applied',
    'Deadline',
    'Salary',
    'Link',
    'Notes',
    'CV sent',
    'Last activity',
  ];
  const lines = items.map((t) =>
    [
      t.title,
      t.company,
      t.location,
      t.status,
      t.latestScore,
      t.scoreChange,
      t.appliedAt?.slice(0, 10) ?? null,
      t.deadline,
      t.salary,
      t.url,
      t.notes,
      CV_SENT_LABEL[t.sentCv ?? 'none'],
      t.lastActivityAt.slice(0, 10),
    ]
      .map(csvCell)
      .join(','),
  );
  return `\uFEFF${[header.map(csvCell).join(','), ...lines].join('\r\n')}\r\n`;
}
