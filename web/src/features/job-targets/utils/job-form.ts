import {
  CreateJobTargetInput,
  type JobStatus,
  type JobTargetDetail,
  type UpdateJobTargetInput,
} from '@jobfit/contracts';
import { z } from 'zod';
import { fieldMessages } from 'src/lib/api-error';

/** Empty inputs mean "no value": the contracts schemas take null for a cleared field. */
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const field = <S extends z.ZodType>(schema: S) => z.preprocess(blankToNull, schema);

const shape = CreateJobTargetInput.shape;

/** An applied day is stored as noon UTC of that day. */
const NOON_UTC = 'T12:00:00.000Z';

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
  /** '' (not recorded), 'master', 'tailored' (its document deleted since) or `document:<id>`. */
  sentCv: z.string(),
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
  sentCv: '',
};

const DOCUMENT_PREFIX = 'document:';

/** The "CV sent" select value of a tailored document. */
export const sentDocumentValue = (id: string) => `${DOCUMENT_PREFIX}${id}`;

function sentCvValue(job: JobTargetDetail): string {
  if (job.sentCv === 'tailored' && job.sentDocumentId) return sentDocumentValue(job.sentDocumentId);
  return job.sentCv ?? '';
}

/** The PATCH fields for a "CV sent" value; a tailored CV whose document is gone stays as is. */
function sentCvUpdate(value: string): Pick<UpdateJobTargetInput, 'sentCv' | 'sentDocumentId'> {
  if (value.startsWith(DOCUMENT_PREFIX)) {
    return { sentCv: 'tailored', sentDocumentId: value.slice(DOCUMENT_PREFIX.length) };
  }
  if (value === 'master') return { sentCv: 'master', sentDocumentId: null };
  if (value === 'tailored') return {};
  return { sentCv: null, sentDocumentId: null };
}

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
    sentCv: sentCvValue(job),
  };
}

/**
 * The PATCH body for the form's output; the applied day is stored as noon UTC of that day, and
 * sent only when it differs from `job`'s, so an untouched empty date never clears the date the
 * server stamps when the status becomes Applied.
 */
export function formToUpdate(values: JobFormOutput, job?: JobTargetDetail): UpdateJobTargetInput {
  const { appliedDay, sentCv, ...rest } = values;
  const unchanged = job !== undefined && (job.appliedAt?.slice(0, 10) ?? null) === appliedDay;
  return {
    ...rest,
    ...(unchanged ? {} : { appliedAt: appliedDay ? `${appliedDay}${NOON_UTC}` : null }),
    ...sentCvUpdate(sentCv),
  };
}

export function formToCreate(values: JobFormOutput, status: JobStatus): CreateJobTargetInput {
  const { appliedDay: _applied, sentCv: _sent, ...rest } = values;
  return { ...rest, status };
}

const FORM_FIELDS = new Set(Object.keys(EMPTY_JOB_FORM));

const FIELD_OF_PATH: Record<string, string> = {
  appliedAt: 'appliedDay',
  sentDocumentId: 'sentCv',
};

/**
 * A 400's `details` as form field errors: `appliedAt` maps to the applied day and the sent
 * document to "CV sent"; unknown paths are dropped (the toast carries the message).
 */
export function fieldErrorsFromDetails(
  details: unknown,
): { name: keyof JobFormValues; message: string }[] {
  return fieldMessages(details).flatMap(([path, message]) => {
    const name = FIELD_OF_PATH[path] ?? path;
    return FORM_FIELDS.has(name) ? [{ name: name as keyof JobFormValues, message }] : [];
  });
}
