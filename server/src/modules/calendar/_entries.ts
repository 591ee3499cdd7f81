import { and, desc, eq, gte, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobTarget, jobTargetDate } from '../../db/schema.ts';
import { isoDay } from '../../lib/clock.ts';
import type { CalendarEntry } from './_ics.ts';

/** How far back the calendar reaches, and the most events it holds (decision 171). */
const CALENDAR_LOOKBACK_DAYS = 365;
const CALENDAR_MAX_EVENTS = 1000;

const when = (e: CalendarEntry) =>
  e.kind !== 'deadline' && e.startsAt ? e.startsAt.toISOString() : `${e.day}T00:00:00.000Z`;

/**
 * The user's deadlines, interviews and follow-ups from CALENDAR_LOOKBACK_DAYS ago on; past
 * CALENDAR_MAX_EVENTS, the oldest drop out first.
 */
export async function calendarEntries(db: Db, userId: string, now: Date) {
  const since = new Date(now.getTime() - CALENDAR_LOOKBACK_DAYS * 86_400_000);
  const sinceDay = isoDay(since);
  const [deadlines, dates] = await Promise.all([
    db
      .select({
        jobId: jobTarget.id,
        title: jobTarget.title,
        company: jobTarget.company,
        day: jobTarget.deadline,
      })
      .from(jobTarget)
      .where(
        and(
          eq(jobTarget.userId, userId),
          isNotNull(jobTarget.deadline),
          gte(jobTarget.deadline, sinceDay),
        ),
      )
      .orderBy(desc(jobTarget.deadline))
      .limit(CALENDAR_MAX_EVENTS),
    db
      .select({
        id: jobTargetDate.id,
        kind: jobTargetDate.kind,
        day: jobTargetDate.day,
        startsAt: jobTargetDate.startsAt,
        durationMinutes: jobTargetDate.durationMinutes,
        note: jobTargetDate.note,
        jobId: jobTarget.id,
        title: jobTarget.title,
        company: jobTarget.company,
      })
      .from(jobTargetDate)
      .innerJoin(
        jobTarget,
        and(eq(jobTarget.id, jobTargetDate.jobTargetId), eq(jobTarget.userId, userId)),
      )
      .where(
        and(
          eq(jobTargetDate.userId, userId),
          or(gte(jobTargetDate.day, sinceDay), gte(jobTargetDate.startsAt, since)),
        ),
      )
      .orderBy(
        desc(sql`coalesce(${jobTargetDate.startsAt}, ${jobTargetDate.day} at time zone 'UTC')`),
      )
      .limit(CALENDAR_MAX_EVENTS),
  ]);
  const entries: CalendarEntry[] = [
    ...deadlines.map((d) => ({ kind: 'deadline' as const, ...d, day: d.day! })),
    ...dates,
  ];
  return entries.sort((a, b) => when(b).localeCompare(when(a))).slice(0, CALENDAR_MAX_EVENTS);
}
