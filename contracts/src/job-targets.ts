import { z } from 'zod';
import { isCalendarDate } from './_fields.ts';
import { DismissedKeyword, JOB_STATUSES, JobStatus } from './scans.ts';
import { yieldToBrowser } from './_yield.ts';

// Its schemas are built in a task of their own in the browser (decision 223).
await yieldToBrowser();

/** Which CV went out with an application: the master CV or a tailored document (decision 085). */
/** The title a job gets when neither the user nor the posting names one; never quoted in a letter. */
export const UNTITLED_JOB = 'Untitled job';

export const SentCv = z.enum(['master', 'tailored']);
export type SentCv = z.infer<typeof SentCv>;

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();
const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-12-31')
  .refine(isCalendarDate, 'This date is not in the calendar')
  .nullable()
  .optional();

export const JobTargetSummary = z.object({
  id: z.uuid(),
  title: z.string(),
  company: z.string().nullable(),
  location: z.string().nullable(),
  url: z.string().nullable(),
  status: JobStatus,
  salary: z.string().nullable(),
  deadline: z.string().nullable(),
  appliedAt: z.string().nullable(),
  notes: z.string().nullable(),
  /** Score of the newest scan, and its change from the scan before (null with one scan). */
  latestScore: z.number().int().nullable(),
  scoreChange: z.number().int().nullable(),
  latestScanId: z.uuid().nullable(),
  scanCount: z.number().int(),
  /**
   * The CV sent with the application. `tailored` with a null document: the document was deleted
   * since, the job keeps that a tailored CV went out (decision 085).
   */
  sentCv: SentCv.nullable(),
  sentDocumentId: z.uuid().nullable(),
  lastActivityAt: z.string(),
  createdAt: z.string(),
});
export type JobTargetSummary = z.infer<typeof JobTargetSummary>;

/**
 * What changed from the previous scan of the same job: whether the CV text differs (cvHash),
 * keywords of both scans whose status became `matched` or `missing`, and the score delta.
 */
export const ScanChange = z.object({
  cvChanged: z.boolean(),
  nowMatched: z.array(z.string()),
  nowMissing: z.array(z.string()),
  scoreDelta: z.number().int(),
});
export type ScanChange = z.infer<typeof ScanChange>;

export const JobTargetDetail = JobTargetSummary.extend({
  postingText: z.string(),
  /** Keywords of the posting the user dismissed: every scan of the job leaves them out (decision 112). */
  dismissedKeywords: z.array(DismissedKeyword),
  /** Oldest first; `changes` is null on the first scan. */
  scores: z.array(
    z.object({
      scanId: z.uuid(),
      score: z.number().int(),
      rescan: z.boolean(),
      createdAt: z.string(),
      changes: ScanChange.nullable(),
    }),
  ),
  timeline: z.array(z.object({ from: JobStatus.nullable(), to: JobStatus, at: z.string() })),
});
export type JobTargetDetail = z.infer<typeof JobTargetDetail>;

export const JobTargetSort = z.enum([
  'activity',
  'newest',
  'score_desc',
  'score_asc',
  'deadline',
  'title',
  'company',
]);

/** The most jobs one page of the tracker holds: lists are paged in SQL (decision 142). */
export const JOB_TARGETS_MAX_PAGE_SIZE = 100;

/** GET /api/job-targets */
export const ListJobTargetsQuery = z.object({
  search: z.string().trim().max(200).optional(),
  status: z
    .union([JobStatus, z.array(JobStatus).max(JOB_STATUSES.length * 2)])
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .optional(),
  minScore: z.coerce.number().int().min(0).max(100).optional(),
  maxScore: z.coerce.number().int().min(0).max(100).optional(),
  sort: JobTargetSort.default('activity'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(JOB_TARGETS_MAX_PAGE_SIZE).default(25),
});

/**
 * GET /api/job-targets/board: the same filters and sort, and the first `perStage` jobs of each
 * status with its count; a column shows more through the list with `status` (decision 142).
 */
export const JobTargetBoardQuery = ListJobTargetsQuery.omit({
  status: true,
  page: true,
  pageSize: true,
}).extend({
  perStage: z.coerce.number().int().min(1).max(JOB_TARGETS_MAX_PAGE_SIZE).default(20),
});

export const JobTargetBoard = z.object({
  columns: z.array(
    z.object({ status: JobStatus, total: z.number().int(), items: z.array(JobTargetSummary) }),
  ),
});
export type JobTargetBoard = z.infer<typeof JobTargetBoard>;

export const JobTargetList = z.object({
  items: z.array(JobTargetSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type JobTargetList = z.infer<typeof JobTargetList>;

/** POST /api/job-targets: track a job by hand (scans create theirs). */
export const CreateJobTargetInput = z.object({
  title: z.string().trim().min(1, 'Enter the job title').max(200),
  company: optionalText(200),
  location: optionalText(200),
  url: z
    .url({ protocol: /^https?$/, error: 'Enter a web address starting with http:// or https://' })
    .max(2000)
    .nullable()
    .optional(),
  status: JobStatus.default('saved'),
  notes: optionalText(20_000),
  salary: optionalText(100),
  deadline: isoDay,
  postingText: z.string().max(200_000).default(''),
});
export type CreateJobTargetInput = z.input<typeof CreateJobTargetInput>;

/**
 * PATCH /api/job-targets/:id: any subset of the fields. The sent CV is `master` (no document),
 * `tailored` with one of the user's tailored CVs, or null to clear both.
 */
export const UpdateJobTargetInput = CreateJobTargetInput.omit({ postingText: true })
  .partial()
  .extend({
    // Without its create default: zod 4 applies defaults inside .partial(), and a PATCH that
    // leaves the status out must not move the job back to `saved`.
    status: JobStatus.optional(),
    appliedAt: z.iso.datetime({ offset: true }).nullable().optional(),
    sentCv: SentCv.nullable().optional(),
    sentDocumentId: z.uuid('Choose one of your tailored CVs').nullable().optional(),
  })
  .refine((v) => v.sentCv !== 'tailored' || typeof v.sentDocumentId === 'string', {
    message: 'Choose which tailored CV was sent',
    path: ['sentDocumentId'],
  })
  .refine((v) => !v.sentDocumentId || v.sentCv === 'tailored', {
    message: 'A tailored CV goes with "sentCv": "tailored"',
    path: ['sentCv'],
  });
export type UpdateJobTargetInput = z.input<typeof UpdateJobTargetInput>;

/** POST /api/job-targets/bulk-status */
export const BulkStatusInput = z.object({
  ids: z.array(z.uuid()).min(1).max(500),
  status: JobStatus,
});
