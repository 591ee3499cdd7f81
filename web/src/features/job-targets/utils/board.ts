import {
  JOB_STATUSES,
  type JobStatus,
  type JobTargetBoard,
  type JobTargetSummary,
} from '@jobfit/contracts';

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

/** Cards of each column loaded after the board's first ones ("Show more"), by status. */
export type MoreCards = Partial<Record<JobStatus, readonly JobTargetSummary[]>>;

/**
 * The board as one list: each column's first cards, then the ones loaded after, each job once
 * (a job that moved since shows where the freshest answer puts it). Columns of statuses the
 * filter leaves out are empty.
 */
export function boardJobs(
  board: JobTargetBoard,
  more: MoreCards,
  statuses: readonly JobStatus[],
): JobTargetSummary[] {
  const seen = new Set<string>();
  const jobs: JobTargetSummary[] = [];
  const shown = (s: JobStatus) => statuses.length === 0 || statuses.includes(s);
  for (const job of board.columns.flatMap((c) => (shown(c.status) ? c.items : []))) {
    seen.add(job.id);
    jobs.push(job);
  }
  for (const status of JOB_STATUSES) {
    for (const job of more[status] ?? []) {
      if (seen.has(job.id) || !shown(job.status)) continue;
      seen.add(job.id);
      jobs.push(job);
    }
  }
  return jobs;
}

/** How many jobs each column holds on the server (not just the cards loaded). */
export function boardTotals(
  board: JobTargetBoard,
  statuses: readonly JobStatus[],
): Record<JobStatus, number> {
  return Object.fromEntries(
    JOB_STATUSES.map((s) => [
      s,
      statuses.length === 0 || statuses.includes(s)
        ? (board.columns.find((c) => c.status === s)?.total ?? 0)
        : 0,
    ]),
  ) as Record<JobStatus, number>;
}

/**
 * The board after moving `job` to `status`, before the server answers: out of its column, first
 * in the new one (it is the most recent activity), and both counts follow.
 */
export function moveOnBoard(
  board: JobTargetBoard,
  job: JobTargetSummary,
  status: JobStatus,
  now: Date,
): JobTargetBoard {
  const [moved] = moveJob([job], job.id, status, now);
  if (!moved || job.status === status) return board;
  return {
    columns: board.columns.map((c) => {
      if (c.status === job.status) {
        return { ...c, total: c.total - 1, items: c.items.filter((j) => j.id !== job.id) };
      }
      if (c.status === status) return { ...c, total: c.total + 1, items: [moved, ...c.items] };
      return c;
    }),
  };
}
