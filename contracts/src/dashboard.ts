import { z } from 'zod';
import { SentCv } from './job-targets.ts';
import { JobStatus } from './scans.ts';
import { yieldToBrowser } from './_yield.ts';

// Its schemas are built in a task of their own in the browser (decision 223).
await yieldToBrowser();

/** No rate is shown from fewer applications than this (decision 085). */
export const OUTCOME_MIN_SAMPLE = 5;

/** Score bands of the outcome insights, lowest first; `min` inclusive (decision 085). */
export const SCORE_BANDS = [
  { band: 'low', label: 'Under 50', min: 0 },
  { band: 'fair', label: '50–69', min: 50 },
  { band: 'good', label: '70–84', min: 70 },
  { band: 'strong', label: '85 and over', min: 85 },
] as const;

/**
 * Applications in one group and how many got any answer (interviewing, offer, rejected) or an
 * interview (interviewing, offer); the rates are whole percents, null under OUTCOME_MIN_SAMPLE.
 */
export const OutcomeCell = z.object({
  applied: z.number().int(),
  replied: z.number().int(),
  interviewed: z.number().int(),
  replyRate: z.number().int().nullable(),
  interviewRate: z.number().int().nullable(),
});
export type OutcomeCell = z.infer<typeof OutcomeCell>;

export const OutcomeInsights = z.object({
  all: OutcomeCell,
  byScoreBand: z.array(
    OutcomeCell.extend({
      band: z.enum(['low', 'fair', 'good', 'strong']),
      label: z.string(),
    }),
  ),
  /** Applied jobs with no scan at the time: in `all`, in no band. */
  unscanned: z.number().int(),
  byCv: z.array(OutcomeCell.extend({ cv: SentCv })),
  /** Applied jobs whose sent CV is not recorded: in `all`, in neither CV row. */
  cvUnknown: z.number().int(),
});
export type OutcomeInsights = z.infer<typeof OutcomeInsights>;

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
  outcomes: OutcomeInsights,
});
export type DashboardStats = z.infer<typeof DashboardStats>;
