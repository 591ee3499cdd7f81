import {
  type CreateJobDateInput,
  FOLLOW_UP_DEFAULT_MINUTES,
  INTERVIEW_DEFAULT_MINUTES,
  JOB_DATE_NOTE_MAX_LENGTH,
  JobDateKind,
} from '@jobfit/contracts';
import { i18n as globalI18n, type I18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { z } from 'zod';

/** The durations the drawer offers for a timed date, in minutes. */
export const DURATION_OPTIONS = [15, 30, 45, 60, 90, 120, 180] as const;

/**
 * The drawer's "Add interview / follow-up" form: a day and a local time as the browser's inputs
 * give them. An empty time makes a follow-up last the whole day; an interview needs one.
 */
export const JobDateForm = z
  .object({
    kind: JobDateKind,
    // Messages are functions so they are read in the language active when the form validates.
    day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: () => t`Pick a date` }),
    time: z.union([
      z.literal(''),
      z.string().regex(/^\d{2}:\d{2}$/, { error: () => t`Pick a time` }),
    ]),
    durationMinutes: z.number().int().min(5).max(720),
    note: z.string().trim().max(JOB_DATE_NOTE_MAX_LENGTH),
  })
  .refine((v) => v.kind !== 'interview' || v.time !== '', {
    error: () => t`Pick the time of the interview`,
    path: ['time'],
  });
export type JobDateFormValues = z.input<typeof JobDateForm>;

export const emptyJobDateForm = (kind: JobDateKind): JobDateFormValues => ({
  kind,
  day: '',
  time: kind === 'interview' ? '10:00' : '',
  durationMinutes: kind === 'interview' ? INTERVIEW_DEFAULT_MINUTES : FOLLOW_UP_DEFAULT_MINUTES,
  note: '',
});

/** The API body: a local day and time become an instant (the calendar shows it in any zone). */
export function formToJobDateInput(
  values: z.output<typeof JobDateForm>,
  jobTargetId: string,
): CreateJobDateInput {
  const note = values.note ? { note: values.note } : {};
  if (values.time === '') return { jobTargetId, kind: values.kind, day: values.day, ...note };
  return {
    jobTargetId,
    kind: values.kind,
    startsAt: new Date(`${values.day}T${values.time}`).toISOString(),
    durationMinutes: values.durationMinutes,
    ...note,
  };
}

/** "1 h 30 min", "45 min" ("1 Std. 30 Min." in de). */
export function formatDuration(minutes: number, i18n: I18n = globalI18n): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h > 0 && t(i18n)`${h} h`, m > 0 && t(i18n)`${m} min`].filter(Boolean).join(' ');
}
