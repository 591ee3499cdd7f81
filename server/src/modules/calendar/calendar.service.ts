import { randomUUID } from 'node:crypto';
import {
  type CalendarFeedLink,
  type CalendarFeedStatus,
  type CreateJobDateInput,
  FOLLOW_UP_DEFAULT_MINUTES,
  INTERVIEW_DEFAULT_MINUTES,
  JOB_DATES_MAX_PER_JOB,
  type JobDate,
  type JobDateList,
} from '@jobfit/contracts';
import { and, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { calendarFeed, jobTarget, jobTargetDate } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { newFeedToken, secretMatches, splitFeedToken } from './_feed-token.ts';
import { say } from '../../lib/i18n/server-text.ts';

type DateRow = typeof jobTargetDate.$inferSelect;

const toJobDate = (row: DateRow): JobDate => ({
  id: row.id,
  jobTargetId: row.jobTargetId,
  kind: row.kind,
  day: row.day,
  startsAt: row.startsAt?.toISOString() ?? null,
  durationMinutes: row.durationMinutes,
  note: row.note,
  createdAt: row.createdAt.toISOString(),
});

/** When a date happens, for sorting: a whole day sorts at its start (UTC). */
const sortKey = (d: JobDate) => d.startsAt ?? `${d.day}T00:00:00.000Z`;

async function assertOwnJob(db: Db, userId: string, jobTargetId: string, lock = false) {
  const query = db
    .select({ id: jobTarget.id })
    .from(jobTarget)
    .where(and(eq(jobTarget.id, jobTargetId), eq(jobTarget.userId, userId)));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw notFound(say('job.not_found'));
}

/** The interviews and follow-ups of one of the user's jobs, soonest first. */
export async function listJobDates(
  db: Db,
  userId: string,
  jobTargetId: string,
): Promise<JobDateList> {
  await assertOwnJob(db, userId, jobTargetId);
  const rows = await db
    .select()
    .from(jobTargetDate)
    .where(and(eq(jobTargetDate.jobTargetId, jobTargetId), eq(jobTargetDate.userId, userId)));
  const items = rows.map(toJobDate).sort((a, b) => sortKey(a).localeCompare(sortKey(b)));
  return { items };
}

/** Adds an interview or follow-up to one of the user's jobs (at most JOB_DATES_MAX_PER_JOB). */
export async function addJobDate(
  db: Db,
  userId: string,
  input: z.output<typeof CreateJobDateInput>,
): Promise<JobDate> {
  return db.transaction(async (tx) => {
    // The job's row lock makes two adds at once count one after the other.
    await assertOwnJob(tx, userId, input.jobTargetId, true);
    const [held] = await tx
      .select({ n: count() })
      .from(jobTargetDate)
      .where(eq(jobTargetDate.jobTargetId, input.jobTargetId));
    if ((held?.n ?? 0) >= JOB_DATES_MAX_PER_JOB) {
      throw new AppError('conflict', say('job.too_many_dates', { max: JOB_DATES_MAX_PER_JOB }));
    }
    const startsAt = input.startsAt === undefined ? null : new Date(input.startsAt);
    const defaultMinutes =
      input.kind === 'interview' ? INTERVIEW_DEFAULT_MINUTES : FOLLOW_UP_DEFAULT_MINUTES;
    const [row] = await tx
      .insert(jobTargetDate)
      .values({
        id: randomUUID(),
        userId,
        jobTargetId: input.jobTargetId,
        kind: input.kind,
        day: startsAt ? null : (input.day ?? null),
        startsAt,
        durationMinutes: startsAt ? (input.durationMinutes ?? defaultMinutes) : null,
        note: input.note || null,
      })
      .returning();
    return toJobDate(row!);
  });
}

export async function deleteJobDate(db: Db, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(jobTargetDate)
    .where(and(eq(jobTargetDate.id, id), eq(jobTargetDate.userId, userId)))
    .returning({ id: jobTargetDate.id });
  if (deleted.length === 0) throw notFound(say('job.date_not_found'));
}

export async function calendarFeedStatus(db: Db, userId: string): Promise<CalendarFeedStatus> {
  const [row] = await db
    .select({ createdAt: calendarFeed.createdAt })
    .from(calendarFeed)
    .where(eq(calendarFeed.userId, userId));
  return { enabled: Boolean(row), createdAt: row?.createdAt.toISOString() ?? null };
}

/**
 * A new private subscription link; the one before, if any, stops working at once. The link is
 * returned only here: the database keeps its secret's hash.
 */
export async function createCalendarFeedLink(
  db: Db,
  userId: string,
  appUrl: string,
  now: Date,
): Promise<CalendarFeedLink> {
  const { token, lookupId, secretHash } = newFeedToken();
  await db
    .insert(calendarFeed)
    .values({ userId, lookupId, secretHash, createdAt: now })
    .onConflictDoUpdate({
      target: calendarFeed.userId,
      set: { lookupId, secretHash, createdAt: now },
    });
  return { url: `${appUrl}/api/calendar/${token}.ics`, createdAt: now.toISOString() };
}

/** Turns the subscription off: the link stops working. Turning it off twice is no error. */
export async function disableCalendarFeed(db: Db, userId: string): Promise<void> {
  await db.delete(calendarFeed).where(eq(calendarFeed.userId, userId));
}

/** The user a subscription token belongs to, or null for an unknown, reset or malformed one. */
export async function calendarFeedOwner(db: Db, token: string): Promise<string | null> {
  const parts = splitFeedToken(token);
  if (!parts) return null;
  const [row] = await db
    .select({ userId: calendarFeed.userId, secretHash: calendarFeed.secretHash })
    .from(calendarFeed)
    .where(eq(calendarFeed.lookupId, parts.lookupId));
  return row && secretMatches(parts.secret, row.secretHash) ? row.userId : null;
}
