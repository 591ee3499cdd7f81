import { type JobStatus, JobTargetBoard } from '@jobfit/contracts';
import useSWR from 'swr';
import { apiRequest } from 'src/lib/api-client';
import { filtersToParams, type TrackerFilters, withQuery } from '../utils/tracker-filters';
import { getJobTargets, JOB_TARGETS_URL } from './get-job-targets';

/** Cards a board column shows at first, and how many more each "Show more" adds. */
export const BOARD_PER_STAGE = 20;

/** The board: each status's count and first cards, with the table's search, scores and sort. */
export function jobTargetBoardUrl(filters: TrackerFilters): string {
  const params = filtersToParams({ ...filters, statuses: [] }, { paging: false });
  params.set('perStage', String(BOARD_PER_STAGE));
  return withQuery(`${JOB_TARGETS_URL}/board`, params);
}

export function getJobTargetBoard(url: string): Promise<JobTargetBoard> {
  return apiRequest(url, JobTargetBoard);
}

export function useJobTargetBoard(filters: TrackerFilters, enabled = true) {
  return useSWR(enabled ? jobTargetBoardUrl(filters) : null, getJobTargetBoard, {
    keepPreviousData: true,
  });
}

/** The next cards of one column: page `page` of the list filtered by its status. */
export function getBoardColumnPage(filters: TrackerFilters, status: JobStatus, page: number) {
  const params = filtersToParams({
    ...filters,
    statuses: [status],
    page,
    pageSize: BOARD_PER_STAGE,
  });
  return getJobTargets(withQuery(JOB_TARGETS_URL, params));
}
