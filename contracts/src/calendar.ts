import { z } from 'zod';
import { isCalendarDate } from './_fields.ts';
import { yieldToBrowser } from './_yield.ts';

// Its schemas are built in a task of their own in the browser (decision 223).
await yieldToBrowser();

// Interviews and follow-ups of tracked jobs, and the calendar of them (decision 171).

export const JOB_DATE_KINDS = ['interview', 'follow_up'] as const;
export const JobDateKind = z.enum(JOB_DATE_KINDS);
export type JobDateKind = z.infer<typeof JobDateKind>;

/** The most interviews and follow-ups one job holds (decision 141: every list is bounded). */
export const JOB_DATES_MAX_PER_JOB = 50;
export const JOB_DATE_NOTE_MAX_LENGTH = 500;
/** A timed date without a duration lasts this long (interview) or this (follow-up). */
export const INTERVIEW_DEFAULT_MINUTES = 60;
export const FOLLOW_UP_DEFAULT_MINUTES = 30;

/** One interview or follow-up: all-day on `day`, or timed from `startsAt` for `durationMinutes`. */
export const JobDate = z.object({
  id: z.uuid(),
  jobTargetId: z.uuid(),
  kind: JobDateKind,
  day: z.string().nullable(),
  startsAt: z.string().nullable(),
  durationMinutes: z.number().int().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type JobDate = z.infer<typeof JobDate>;

/** GET /api/calendar/dates?jobTargetId=: soonest first. */
export const JobDateList = z.object({ items: z.array(JobDate) });
export type JobDateList = z.infer<typeof JobDateList>;

export const JobDatesQuery = z.object({ jobTargetId: z.uuid('No such job') });

/**
 * POST /api/calendar/dates. An interview has a time; a follow-up has a time or a whole day.
 * The web sends `startsAt` with the browser's offset, so the calendar shows the time entered.
 */
export const CreateJobDateInput = z
  .object({
    jobTargetId: z.uuid('No such job'),
    kind: JobDateKind,
    day: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-12-31')
      .refine(isCalendarDate, 'This date is not in the calendar')
      .optional(),
    startsAt: z.iso.datetime({ offset: true, error: 'Pick a date and a time' }).optional(),
    durationMinutes: z
      .number()
      .int()
      .min(5, 'At least 5 minutes')
      .max(12 * 60, 'At most 12 hours')
      .optional(),
    note: z.string().trim().max(JOB_DATE_NOTE_MAX_LENGTH).optional(),
  })
  .refine((v) => v.kind !== 'interview' || v.startsAt !== undefined, {
    message: 'Pick the time of the interview',
    path: ['startsAt'],
  })
  .refine((v) => (v.day === undefined) !== (v.startsAt === undefined), {
    message: 'Give either a whole day or a time, not both',
    path: ['day'],
  })
  .refine((v) => v.durationMinutes === undefined || v.startsAt !== undefined, {
    message: 'A whole-day date has no duration',
    path: ['durationMinutes'],
  });
export type CreateJobDateInput = z.input<typeof CreateJobDateInput>;

/**
 * GET /api/calendar/feed: whether the subscription link is on. The link itself is shown only
 * when it is made (POST): the server keeps a hash of it, never the link (decision 171).
 */
export const CalendarFeedStatus = z.object({
  enabled: z.boolean(),
  createdAt: z.string().nullable(),
});
export type CalendarFeedStatus = z.infer<typeof CalendarFeedStatus>;

/** POST /api/calendar/feed → 201: a new private link; any earlier link stops working. */
export const CalendarFeedLink = z.object({
  url: z.url(),
  createdAt: z.string(),
});
export type CalendarFeedLink = z.infer<typeof CalendarFeedLink>;
