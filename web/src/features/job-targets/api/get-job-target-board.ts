import { apiPath, apiRoutes, type JobStatus, type JobTargetBoard } from '@jobfit/contracts';
import useSWR from 'swr';
import { apiCall } from 'src/lib/api-client';
import { filtersToQuery, type TrackerFilters } from '../utils/tracker-filters';
import { getJobTargets } from './get-job-targets';

/** Cards a board column shows at first, and how many more each "Show more" adds. */
export const BOARD_PER_STAGE = 20;

/** The board's query: the table's search, scores and sort, no status or paging, `perStage`. */
function boardQuery(filters: TrackerFilters) {
  const { search, minScore, maxScore, sort } = filtersToQuery(filters, { paging: false });
  return { search, minScore, maxScore, sort, perStage: BOARD_PER_STAGE };
}

/** The board: each status's count and first cards, with the table's search, scores and sort. */
export function jobTargetBoardUrl(filters: TrackerFilters): string {
  return apiPath(apiRoutes.getJobTargetBoard, { query: boardQuery(filters) });
}

function getJobTargetBoard(filters: TrackerFilters): Promise<JobTargetBoard> {
  return apiCall(apiRoutes.getJobTargetBoard, { query: boardQuery(filters) });
}

export function useJobTargetBoard(filters: TrackerFilters, enabled = true) {
  return useSWR(enabled ? jobTargetBoardUrl(filters) : null, () => getJobTargetBoard(filters), {
    keepPreviousData: true,
  });
}

/** The next cards of one column: page `page` of the list filtered by its status. */
export function getBoardColumnPage(filters: TrackerFilters, status: JobStatus, page: number) {
  return getJobTargets(
    filtersToQuery({ ...filters, statuses: [status], page, pageSize: BOARD_PER_STAGE }),
  );
}
