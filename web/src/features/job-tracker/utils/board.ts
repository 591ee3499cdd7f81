import { JOB_STATUSES, type JobStatus, type JobTargetSummary } from '@jobfit/contracts';

export type BoardColumns = Record<JobStatus, JobTargetSummary[]>;

/** Groups jobs into one column per status, in pipeline order, keeping the list order inside. */
export function groupByStatus(jobs: readonly JobTargetSummary[]): BoardColumns {
  const columns = Object.fromEntries(JOB_STATUSES.map((s) => [s, []])) as unknown as BoardColumns;
  for (const job of jobs) columns[job.status].push(job);
  return columns;
}

/**
 * The list after moving one job to a new status: the job is updated in place (so it shows at
 * once, before the server answers) and `lastActivityAt` moves to now. Unknown ids and moves to
 * the same status give back the same array, so callers can skip the request.
 */
export function moveJob(
  jobs: readonly JobTargetSummary[],
  id: string,
  status: JobStatus,
  now: Date,
): readonly JobTargetSummary[] {
  const job = jobs.find((j) => j.id === id);
  if (!job || job.status === status) return jobs;
  const moved: JobTargetSummary = {
    ...job,
    status,
    lastActivityAt: now.toISOString(),
    appliedAt: status === 'applied' && !job.appliedAt ? now.toISOString() : job.appliedAt,
  };
  return jobs.map((j) => (j.id === id ? moved : j));
}

/** The status a keyboard "move right/left" leads to, or null at either end. */
export function neighbourStatus(status: JobStatus, step: 1 | -1): JobStatus | null {
  const next = JOB_STATUSES.indexOf(status) + step;
  return next >= 0 && next < JOB_STATUSES.length ? (JOB_STATUSES[next] ?? null) : null;
}
