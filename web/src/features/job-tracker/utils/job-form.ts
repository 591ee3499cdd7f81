import {
  CreateJobTargetInput,
  FieldErrors,
  type JobStatus,
  type JobTargetDetail,
  type UpdateJobTargetInput,
} from '@jobfit/contracts';
import { z } from 'zod';

/** Empty inputs mean "no value": the contracts schemas take null for a cleared field. */
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const field = <S extends z.ZodType>(schema: S) => z.preprocess(blankToNull, schema);

const shape = CreateJobTargetInput.shape;

/**
 * The tracker's job form: the contracts fields (same rules as the server) as text inputs, and
 * the applied date as a calendar day that becomes a timestamp on save.
 */
export const JobForm = z.object({
  title: shape.title,
  company: field(shape.company),
  location: field(shape.location),
  url: field(shape.url),
  status: shape.status,
  salary: field(shape.salary),
  deadline: field(shape.deadline),
  appliedDay: field(shape.deadline),
  notes: field(shape.notes),
});
export type JobFormValues = z.input<typeof JobForm>;
export type JobFormOutput = z.output<typeof JobForm>;

export const EMPTY_JOB_FORM: JobFormValues = {
  title: '',
  company: '',
  location: '',
  url: '',
  status: 'saved',
  salary: '',
  deadline: '',
  appliedDay: '',
  notes: '',
};

/** Form values for an existing job (null fields as empty inputs). */
export function jobToForm(job: JobTargetDetail): JobFormValues {
  return {
    title: job.title,
    company: job.company ?? '',
    location: job.location ?? '',
    url: job.url ?? '',
    status: job.status,
    salary: job.salary ?? '',
    deadline: job.deadline ?? '',
    appliedDay: job.appliedAt ? job.appliedAt.slice(0, 10) : '',
    notes: job.notes ?? '',
  };
}

/** The PATCH body for the form's output; the applied day is stored as noon UTC of that day. */
export function formToUpdate(values: JobFormOutput): UpdateJobTargetInput {
  const { appliedDay, ...rest } = values;
  return { ...rest, appliedAt: appliedDay ? `${appliedDay}T12:00:00.000Z` : null };
}

export function formToCreate(values: JobFormOutput, status: JobStatus): CreateJobTargetInput {
  const { appliedDay: _applied, ...rest } = values;
  return { ...rest, status };
}

const FORM_FIELDS = new Set(Object.keys(EMPTY_JOB_FORM));

/**
 * A 400's `details` as form field errors: `appliedAt` maps to the applied day, unknown paths are
 * dropped (the toast carries the message).
 */
export function fieldErrorsFromDetails(
  details: unknown,
): { name: keyof JobFormValues; message: string }[] {
  const parsed = FieldErrors.safeParse(details);
  if (!parsed.success) return [];
  return Object.entries(parsed.data).flatMap(([path, messages]) => {
    const name = path === 'appliedAt' ? 'appliedDay' : path;
    return FORM_FIELDS.has(name) && messages[0]
      ? [{ name: name as keyof JobFormValues, message: messages[0] }]
      : [];
  });
}
