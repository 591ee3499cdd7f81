import { z } from 'zod';
import { JobStatus } from './scans.ts';

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();
const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-12-31')
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
  lastActivityAt: z.string(),
  createdAt: z.string(),
});
export type JobTargetSummary = z.infer<typeof JobTargetSummary>;

export const JobTargetDetail = JobTargetSummary.extend({
  postingText: z.string(),
  scores: z.array(
    z.object({
      scanId: z.uuid(),
      score: z.number().int(),
      rescan: z.boolean(),
      createdAt: z.string(),
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

/** GET /api/job-targets */
export const ListJobTargetsQuery = z.object({
  search: z.string().trim().max(200).optional(),
  status: z
    .union([JobStatus, z.array(JobStatus)])
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .optional(),
  minScore: z.coerce.number().int().min(0).max(100).optional(),
  maxScore: z.coerce.number().int().min(0).max(100).optional(),
  sort: JobTargetSort.default('activity'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(25),
});

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

/** PATCH /api/job-targets/:id: any subset of the fields. */
export const UpdateJobTargetInput = CreateJobTargetInput.omit({ postingText: true })
  .partial()
  .extend({ appliedAt: z.iso.datetime({ offset: true }).nullable().optional() });
export type UpdateJobTargetInput = z.input<typeof UpdateJobTargetInput>;

/** POST /api/job-targets/bulk-status */
export const BulkStatusInput = z.object({
  ids: z.array(z.uuid()).min(1).max(500),
  status: JobStatus,
});

/** GET /api/dashboard: the figures of the dashboard. */
export const DashboardStats = z.object({
  usage: z.object({
    plan: z.enum(['free', 'pro']),
    scans: z.object({ used: z.number().int(), limit: z.number().int().nullable() }),
    documents: z.object({ used: z.number().int(), limit: z.number().int().nullable() }),
    resetsAt: z.string(),
  }),
  hasCv: z.boolean(),
  scanCount: z.number().int(),
  averageScore: z.number().nullable(),
  bestScore: z.number().int().nullable(),
  scoreTrend: z.array(
    z.object({ date: z.string(), averageScore: z.number(), scans: z.number().int() }),
  ),
  funnel: z.array(z.object({ status: JobStatus, count: z.number().int() })),
  topMissingSkills: z.array(
    z.object({ name: z.string(), missingIn: z.number().int(), of: z.number().int() }),
  ),
  recentScans: z.array(
    z.object({
      id: z.uuid(),
      title: z.string(),
      company: z.string().nullable(),
      score: z.number().int(),
      createdAt: z.string(),
    }),
  ),
  upcomingDeadlines: z.array(
    z.object({
      id: z.uuid(),
      title: z.string(),
      company: z.string().nullable(),
      deadline: z.string(),
      status: JobStatus,
    }),
  ),
});
export type DashboardStats = z.infer<typeof DashboardStats>;
