import ical, { ICalEventTransparency } from 'ical-generator';
import type { ServerLocale } from '../../lib/i18n/locale.ts';
import { say } from '../../lib/i18n/server-text.ts';

// The tracker page opens a job's drawer from `?job=` (web/src/routes/paths.ts: jobTargets).
const JOB_TRACKER_PATH = '/job-targets';
const DAY_MS = 86_400_000;

/** One dated thing of a tracked job, as the calendar shows it. */
export type CalendarEntry =
  | { kind: 'deadline'; jobId: string; title: string; company: string | null; day: string }
  | {
      kind: 'interview' | 'follow_up';
      id: string;
      jobId: string;
      title: string;
      company: string | null;
      day: string | null;
      startsAt: Date | null;
      durationMinutes: number | null;
      note: string | null;
    };

const LABEL = {
  deadline: say('calendar.deadline'),
  interview: say('calendar.interview'),
  follow_up: say('calendar.follow_up'),
} as const;

/** `2026-12-01` → that day at 00:00 UTC, which ical-generator writes as `VALUE=DATE:20261201`. */
const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * The iCalendar text of a user's entries (RFC 5545, written by ical-generator). UIDs come from
 * the job or date id, so a subscribed calendar updates an event rather than adding it twice;
 * the posting text never goes in, only title, company, the user's note and a link back.
 */
export function buildCalendar(
  entries: readonly CalendarEntry[],
  options: { appUrl: string; now: Date; locale: ServerLocale },
): string {
  const { locale } = options;
  const calendar = ical({
    name: say('calendar.name').in(locale),
    prodId: { company: 'Jobfit', product: 'Jobfit', language: locale.toUpperCase() },
    // Subscribed calendars poll about this often (X-PUBLISHED-TTL, REFRESH-INTERVAL).
    ttl: 60 * 60,
  });
  for (const entry of entries) {
    const url = `${options.appUrl}${JOB_TRACKER_PATH}?job=${encodeURIComponent(entry.jobId)}`;
    const what = entry.company ? `${entry.title} @ ${entry.company}` : entry.title;
    const open = say('calendar.open_in_jobfit', { url }).in(locale);
    const common = {
      summary: `${LABEL[entry.kind].in(locale)}: ${what}`,
      url,
      stamp: options.now,
    };
    if (entry.kind === 'deadline') {
      const start = utcDay(entry.day);
      calendar.createEvent({
        ...common,
        id: `jobfit-deadline-${entry.jobId}`,
        allDay: true,
        start,
        end: new Date(start.getTime() + DAY_MS),
        description: `${say('calendar.deadline_description').in(locale)}\n\n${open}`,
        transparency: ICalEventTransparency.TRANSPARENT,
      });
      continue;
    }
    const description = [entry.note, open].filter(Boolean).join('\n\n');
    const id = `jobfit-date-${entry.id}`;
    // A follow-up is a reminder: it never marks the time busy; an interview does.
    const transparency =
      entry.kind === 'interview' ? ICalEventTransparency.OPAQUE : ICalEventTransparency.TRANSPARENT;
    if (entry.startsAt) {
      const minutes = entry.durationMinutes ?? 60;
      calendar.createEvent({
        ...common,
        id,
        description,
        transparency,
        start: entry.startsAt,
        end: new Date(entry.startsAt.getTime() + minutes * 60_000),
      });
    } else if (entry.day) {
      const start = utcDay(entry.day);
      calendar.createEvent({
        ...common,
        id,
        description,
        transparency,
        allDay: true,
        start,
        end: new Date(start.getTime() + DAY_MS),
      });
    }
  }
  return calendar.toString();
}
