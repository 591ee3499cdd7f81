import {
  type JobStatus,
  OUTCOME_MIN_SAMPLE,
  type OutcomeCell,
  type OutcomeInsights,
  SCORE_BANDS,
  type SentCv,
} from '@jobfit/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobTarget, jobTargetEvent, scan } from '../../db/schema.ts';

// Decision 085: a job counts as applied once it reached one of these statuses (or has an applied
// date); any answer is a reply; an interview is interviewing or offer. Statuses are taken over the
// whole timeline, so an interview that ended in a rejection still counts as an interview.
const APPLIED: readonly JobStatus[] = ['applied', 'interviewing', 'offer', 'rejected'];
const REPLIED: readonly JobStatus[] = ['interviewing', 'offer', 'rejected'];
const INTERVIEWED: readonly JobStatus[] = ['interviewing', 'offer'];

/**
 * Applied jobs alike in everything the insights look at, and how many there are: the figures are
 * sums over a few dozen groups that SQL counted, not over every job (decision 142).
 */
export type AppliedGroup = {
  replied: boolean;
  interviewed: boolean;
  score: number | null;
  sentCv: SentCv | null;
  jobs: number;
};

const rate = (part: number, whole: number) =>
  whole >= OUTCOME_MIN_SAMPLE ? Math.round((part / whole) * 100) : null;

const sum = (groups: AppliedGroup[]) => groups.reduce((n, g) => n + g.jobs, 0);

function cell(groups: AppliedGroup[]): OutcomeCell {
  const applied = sum(groups);
  const replied = sum(groups.filter((g) => g.replied));
  const interviewed = sum(groups.filter((g) => g.interviewed));
  return {
    applied,
    replied,
    interviewed,
    replyRate: rate(replied, applied),
    interviewRate: rate(interviewed, applied),
  };
}

/** The band of a score: the last band whose minimum it reaches (SCORE_BANDS, decision 085). */
const bandOf = (score: number) => SCORE_BANDS.findLast((b) => score >= b.min) ?? SCORE_BANDS[0];

/** Reply and interview rates of applied jobs, overall, by score band and by the CV sent. */
export function outcomeInsights(applied: AppliedGroup[]): OutcomeInsights {
  const scored = applied.filter((g) => g.score !== null);
  return {
    all: cell(applied),
    byScoreBand: SCORE_BANDS.map((b) => ({
      band: b.band,
      label: b.label,
      ...cell(scored.filter((g) => bandOf(g.score ?? 0).band === b.band)),
    })),
    unscanned: sum(applied) - sum(scored),
    byCv: (['tailored', 'master'] as const).map((cv) => ({
      cv,
      ...cell(applied.filter((g) => g.sentCv === cv)),
    })),
    cvUnknown: sum(applied.filter((g) => g.sentCv === null)),
  };
}

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/**
 * The user's applied jobs grouped by the answers they got, their score when applied and the CV
 * sent. The score when applied is the latest scan made before the applied date (or, without one,
 * before the job first reached an applied status), else the job's first scan (decision 085).
 */
export async function appliedGroups(db: Db, userId: string): Promise<AppliedGroup[]> {
  // Scans are reached through the user's own jobs (a scan belongs to its job's user). A
  // `scan.user_id` condition in the per-job subqueries would let the planner, without statistics
  // (PGlite has no autovacuum), intersect with every scan of the user for each job (decision 142).
  const [applied, replied, interviewed] = [APPLIED, REPLIED, INTERVIEWED].map(textArray);
  type Row = {
    replied: boolean;
    interviewed: boolean;
    score: number | null;
    sent_cv: SentCv | null;
    jobs: number;
  };
  // Both drivers answer `execute` with `{ rows }`; the generic Db type does not say so.
  const result = (await db.execute(sql`
    with reached as (
      select ${jobTargetEvent.jobTargetId} as job_id,
             bool_or(${jobTargetEvent.toStatus} = any(${applied})) as was_applied,
             bool_or(${jobTargetEvent.toStatus} = any(${replied})) as was_replied,
             bool_or(${jobTargetEvent.toStatus} = any(${interviewed})) as was_interviewed,
             min(${jobTargetEvent.createdAt}) filter (where ${jobTargetEvent.toStatus} = any(${applied})) as first_applied
      from ${jobTargetEvent}
      where ${jobTargetEvent.userId} = ${userId}
      group by 1
    ), applied_job as (
      select j.id, j.sent_cv, coalesce(j.applied_at, r.first_applied) as applied_at,
             (j.status = any(${replied}) or coalesce(r.was_replied, false)) as replied,
             (j.status = any(${interviewed}) or coalesce(r.was_interviewed, false)) as interviewed
      from ${jobTarget} j left join reached r on r.job_id = j.id
      where j.user_id = ${userId}
        and (j.applied_at is not null or j.status = any(${applied}) or coalesce(r.was_applied, false))
    )
    select a.replied, a.interviewed, a.sent_cv,
           coalesce(
             (select s.score from ${scan} s
               where s.job_target_id = a.id and s.created_at <= a.applied_at
               order by s.created_at desc, s.id desc limit 1),
             (select s.score from ${scan} s
               where s.job_target_id = a.id
               order by s.created_at asc, s.id asc limit 1)
           ) as score,
           count(*)::int as jobs
    from applied_job a
    group by 1, 2, 3, 4`)) as unknown as { rows: Row[] };
  return result.rows.map((r) => ({
    replied: r.replied,
    interviewed: r.interviewed,
    score: r.score === null ? null : Number(r.score),
    sentCv: r.sent_cv,
    jobs: Number(r.jobs),
  }));
}
