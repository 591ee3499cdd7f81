import {
  type JobStatus,
  OUTCOME_MIN_SAMPLE,
  type OutcomeCell,
  type OutcomeInsights,
  SCORE_BANDS,
  type SentCv,
} from '@jobfit/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobTarget, jobTargetEvent, scan } from '../../db/schema.ts';

// Decision 085: a job counts as applied once it reached one of these statuses (or has an applied
// date); any answer is a reply; an interview is interviewing or offer. Statuses are taken over the
// whole timeline, so an interview that ended in a rejection still counts as an interview.
const APPLIED: readonly JobStatus[] = ['applied', 'interviewing', 'offer', 'rejected'];
const REPLIED: readonly JobStatus[] = ['interviewing', 'offer', 'rejected'];
const INTERVIEWED: readonly JobStatus[] = ['interviewing', 'offer'];

export type AppliedJob = { reached: Set<JobStatus>; score: number | null; sentCv: SentCv | null };

const rate = (part: number, whole: number) =>
  whole >= OUTCOME_MIN_SAMPLE ? Math.round((part / whole) * 100) : null;

function cell(jobs: AppliedJob[]): OutcomeCell {
  const replied = jobs.filter((j) => REPLIED.some((s) => j.reached.has(s))).length;
  const interviewed = jobs.filter((j) => INTERVIEWED.some((s) => j.reached.has(s))).length;
  return {
    applied: jobs.length,
    replied,
    interviewed,
    replyRate: rate(replied, jobs.length),
    interviewRate: rate(interviewed, jobs.length),
  };
}

/** The band of a score: the last band whose minimum it reaches (SCORE_BANDS, decision 085). */
const bandOf = (score: number) => SCORE_BANDS.findLast((b) => score >= b.min) ?? SCORE_BANDS[0];

/** Reply and interview rates of applied jobs, overall, by score band and by the CV sent. */
export function outcomeInsights(applied: AppliedJob[]): OutcomeInsights {
  const scored = applied.filter((j) => j.score !== null);
  return {
    all: cell(applied),
    byScoreBand: SCORE_BANDS.map((b) => ({
      band: b.band,
      label: b.label,
      ...cell(scored.filter((j) => bandOf(j.score ?? 0).band === b.band)),
    })),
    unscanned: applied.length - scored.length,
    byCv: (['tailored', 'master'] as const).map((cv) => ({
      cv,
      ...cell(applied.filter((j) => j.sentCv === cv)),
    })),
    cvUnknown: applied.filter((j) => j.sentCv === null).length,
  };
}

/**
 * The user's applied jobs with the statuses they reached and their score when applied: the
 * latest scan made before the applied date (or, without one, before the job first reached an
 * applied status), else the job's first scan (decision 085).
 */
export async function appliedJobs(db: Db, userId: string): Promise<AppliedJob[]> {
  const [jobs, events, scans] = await Promise.all([
    db
      .select({
        id: jobTarget.id,
        status: jobTarget.status,
        appliedAt: jobTarget.appliedAt,
        sentCv: jobTarget.sentCv,
      })
      .from(jobTarget)
      .where(eq(jobTarget.userId, userId)),
    db
      .select({
        jobTargetId: jobTargetEvent.jobTargetId,
        status: jobTargetEvent.toStatus,
        at: jobTargetEvent.createdAt,
      })
      .from(jobTargetEvent)
      .where(eq(jobTargetEvent.userId, userId))
      .orderBy(asc(jobTargetEvent.createdAt), asc(jobTargetEvent.id)),
    db
      .select({ jobTargetId: scan.jobTargetId, score: scan.score, createdAt: scan.createdAt })
      .from(scan)
      .where(eq(scan.userId, userId))
      .orderBy(asc(scan.createdAt), asc(scan.id)),
  ]);
  const reached = new Map<string, Set<JobStatus>>();
  const firstApplied = new Map<string, Date>();
  for (const e of events) {
    reached.set(e.jobTargetId, (reached.get(e.jobTargetId) ?? new Set()).add(e.status));
    if (APPLIED.includes(e.status) && !firstApplied.has(e.jobTargetId)) {
      firstApplied.set(e.jobTargetId, e.at);
    }
  }
  const scansOf = Map.groupBy(scans, (s) => s.jobTargetId);

  return jobs.flatMap((j) => {
    const statuses = (reached.get(j.id) ?? new Set<JobStatus>()).add(j.status);
    if (!j.appliedAt && !APPLIED.some((s) => statuses.has(s))) return [];
    const own = scansOf.get(j.id) ?? [];
    const appliedAt = j.appliedAt ?? firstApplied.get(j.id);
    const before = appliedAt ? own.filter((s) => s.createdAt <= appliedAt) : [];
    const atApplication = before.at(-1) ?? own[0];
    return [{ reached: statuses, score: atApplication?.score ?? null, sentCv: j.sentCv }];
  });
}
