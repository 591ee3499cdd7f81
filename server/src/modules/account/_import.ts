import { randomUUID } from 'node:crypto';
import {
  type AccountImport,
  type AccountImportResult,
  JOB_DATES_MAX_PER_JOB,
} from '@jobfit/contracts';
import { parseCvText, type Resume as EngineResume, resumeToText } from '@jobfit/engine';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { refreshUserJobScanSummaries } from '../../db/job-scan-summary.ts';
import {
  cv,
  document,
  jobTarget,
  jobTargetDate,
  jobTargetEvent,
  scan,
  user,
} from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { say, type ServerText } from '../../lib/i18n/server-text.ts';

type Import = z.output<typeof AccountImport>;

/** Two servers' clocks differ: a date this far ahead of ours is still taken (decision 174). */
const CLOCK_SKEW_MS = 24 * 60 * 60 * 1000;
/** Rows per INSERT: far below PostgreSQL's 65,535 parameters whatever the table. */
const CHUNK = 500;

const refused = (message: ServerText) => new AppError('import_refused', message);

/**
 * Refuses a file whose rows do not hold together — a reference to a row not in the file, an id
 * twice, a date after the export — before anything is written.
 */
function assertConsistent(data: Import, now: Date) {
  const unique = (ids: string[], what: 'job' | 'scan' | 'document') => {
    const set = new Set(ids);
    if (set.size !== ids.length) throw refused(say(`account.import.duplicate_${what}`));
    return set;
  };
  const jobs = unique(
    data.jobTargets.map((j) => j.id),
    'job',
  );
  const scans = unique(
    data.scans.map((s) => s.id),
    'scan',
  );
  const tailoredCvs = new Set(data.documents.filter((d) => d.kind === 'cv').map((d) => d.id));
  unique(
    data.documents.map((d) => d.id),
    'document',
  );
  for (const s of data.scans) {
    if (!jobs.has(s.jobTargetId)) throw refused(say('account.import.scan_without_job'));
  }
  for (const d of data.documents) {
    if (d.scanId !== null && !scans.has(d.scanId)) {
      throw refused(say('account.import.document_without_scan', { title: d.title }));
    }
    if (d.jobTargetId !== null && !jobs.has(d.jobTargetId)) {
      throw refused(say('account.import.document_without_job', { title: d.title }));
    }
  }
  for (const j of data.jobTargets) {
    if (j.sentDocumentId !== null && !tailoredCvs.has(j.sentDocumentId)) {
      throw refused(say('account.import.sent_cv_not_in_file', { title: j.title }));
    }
  }
  for (const row of [...data.jobTargetEvents, ...data.jobTargetDates]) {
    if (!jobs.has(row.jobTargetId)) {
      throw refused(say('account.import.date_without_job'));
    }
  }
  const datesPerJob = Map.groupBy(data.jobTargetDates, (d) => d.jobTargetId);
  if ([...datesPerJob.values()].some((dates) => dates.length > JOB_DATES_MAX_PER_JOB)) {
    throw refused(say('account.import.too_many_dates', { max: JOB_DATES_MAX_PER_JOB }));
  }
  const latest = now.getTime() + CLOCK_SKEW_MS;
  const stamps = [
    data.exportedAt,
    data.masterCv?.updatedAt,
    ...data.jobTargets.flatMap((j) => [j.createdAt, j.updatedAt]),
    ...data.scans.map((s) => s.createdAt),
    ...data.documents.flatMap((d) => [d.createdAt, d.updatedAt]),
    ...data.jobTargetEvents.map((e) => e.createdAt),
  ];
  if (stamps.some((s) => s !== undefined && Date.parse(s) > latest)) {
    throw refused(say('account.import.future_dates'));
  }
}

async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/**
 * Reads an export back into an account that holds no CV, job, scan or document yet, in one
 * transaction (decision 174): every row gets a new id and the file's references are mapped onto
 * them; scans and documents keep their dates, so only those made this month count as this
 * month's usage. Each job's score summary is recomputed from its scans once they are in (decision 143).
 */
export async function importAccount(
  db: Db,
  userId: string,
  data: Import,
  now: Date,
): Promise<AccountImportResult> {
  assertConsistent(data, now);
  const newId = new Map<string, string>();
  const idOf = (old: string) => {
    let id = newId.get(old);
    if (!id) newId.set(old, (id = randomUUID()));
    return id;
  };
  // Ids are unique per table, not across them: each table gets its own namespace.
  const job = (old: string) => idOf(`job:${old}`);
  const scanId = (old: string) => idOf(`scan:${old}`);
  const doc = (old: string) => idOf(`document:${old}`);
  const master = data.masterCv;
  const text = master && (master.text ?? resumeToText(master.resume as EngineResume));

  await db.transaction(async (tx) => {
    // Two imports of one user at once: the second waits, then finds the account no longer empty.
    await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update');
    const held = await Promise.all(
      [cv, jobTarget, scan, document].map((table) =>
        tx.select({ id: table.id }).from(table).where(eq(table.userId, userId)).limit(1),
      ),
    );
    if (held.some((rows) => rows.length > 0)) {
      throw new AppError('conflict', say('account.import_not_empty'));
    }
    if (master && text !== null) {
      await tx.insert(cv).values({
        id: randomUUID(),
        userId,
        content: master.resume,
        text,
        source: master.source,
        sections: master.sections ?? parseCvText(text).meta.sections,
        warnings: master.warnings,
        // The original file's bytes are not in the export: its name and type stay as a record.
        fileName: master.file?.name ?? null,
        fileMime: master.file?.mime ?? null,
        fileSize: master.file?.size ?? null,
        createdAt: new Date(master.createdAt ?? master.updatedAt),
        updatedAt: new Date(master.updatedAt),
      });
    }
    await insertChunks(data.jobTargets, (chunk) =>
      tx.insert(jobTarget).values(
        chunk.map(({ id, sentDocumentId: _sent, appliedAt, createdAt, updatedAt, ...j }) => ({
          ...j,
          id: job(id),
          userId,
          appliedAt: appliedAt === null ? null : new Date(appliedAt),
          createdAt: new Date(createdAt),
          updatedAt: new Date(updatedAt),
        })),
      ),
    );
    // Oldest first, as they were made.
    const scans = data.scans.toSorted((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
    await insertChunks(scans, (chunk) =>
      tx.insert(scan).values(
        chunk.map((s) => ({
          ...s,
          id: scanId(s.id),
          userId,
          jobTargetId: job(s.jobTargetId),
          createdAt: new Date(s.createdAt),
        })),
      ),
    );
    await refreshUserJobScanSummaries(tx, userId);
    await insertChunks(data.documents, (chunk) =>
      tx.insert(document).values(
        chunk.map((d) => ({
          ...d,
          id: doc(d.id),
          userId,
          scanId: d.scanId === null ? null : scanId(d.scanId),
          jobTargetId: d.jobTargetId === null ? null : job(d.jobTargetId),
          createdAt: new Date(d.createdAt),
          updatedAt: new Date(d.updatedAt),
        })),
      ),
    );
    for (const j of data.jobTargets) {
      if (j.sentDocumentId === null) continue;
      await tx
        .update(jobTarget)
        // Kept as exported: recording the link is not new activity on the job.
        .set({ sentDocumentId: doc(j.sentDocumentId), updatedAt: new Date(j.updatedAt) })
        .where(and(eq(jobTarget.id, job(j.id)), eq(jobTarget.userId, userId)));
    }
    await insertChunks(data.jobTargetEvents, (chunk) =>
      tx.insert(jobTargetEvent).values(
        chunk.map((e) => ({
          ...e,
          id: randomUUID(),
          userId,
          jobTargetId: job(e.jobTargetId),
          createdAt: new Date(e.createdAt),
        })),
      ),
    );
    await insertChunks(data.jobTargetDates, (chunk) =>
      tx.insert(jobTargetDate).values(
        chunk.map((d) => ({
          ...d,
          id: randomUUID(),
          userId,
          jobTargetId: job(d.jobTargetId),
          startsAt: d.startsAt === null ? null : new Date(d.startsAt),
          createdAt: new Date(d.createdAt),
        })),
      ),
    );
    const onboarded = data.profile.onboardingCompletedAt;
    if (onboarded !== null) {
      await tx
        .update(user)
        .set({ onboardingCompletedAt: new Date(onboarded) })
        .where(and(eq(user.id, userId), isNull(user.onboardingCompletedAt)));
    }
  });
  return {
    masterCv: master !== null,
    jobTargets: data.jobTargets.length,
    scans: data.scans.length,
    documents: data.documents.length,
    jobTargetEvents: data.jobTargetEvents.length,
    jobTargetDates: data.jobTargetDates.length,
  };
}
