import { JobTargetList } from '@jobfit/contracts';
import useSWR, { mutate } from 'swr';
import { apiRequest } from 'src/lib/api-client';
import { filtersToParams, type TrackerFilters, withQuery } from '../utils/tracker-filters';

export const JOB_TARGETS_URL = '/api/job-targets';

/** The board takes every matching job at once (the API's page size limit). */
export const BOARD_PAGE_SIZE = 500;

export function jobTargetsUrl(filters: TrackerFilters, view: 'table' | 'board'): string {
  if (view === 'table') return withQuery(JOB_TARGETS_URL, filtersToParams(filters));
  const params = filtersToParams(filters, { paging: false });
  params.set('pageSize', String(BOARD_PAGE_SIZE));
  return withQuery(JOB_TARGETS_URL, params);
}

export function getJobTargets(url: string): Promise<JobTargetList> {
  return apiRequest(url, JobTargetList);
}

/** One page (table) or all (board) of the tracked jobs; the previous list stays while loading. */
export function useJobTargets(filters: TrackerFilters, view: 'table' | 'board') {
  return useSWR(jobTargetsUrl(filters, view), getJobTargets, { keepPreviousData: true });
}

/** Refetches every tracker list and detail after a change. */
export function revalidateJobTargets() {
  return mutate((key) => typeof key === 'string' && key.startsWith(JOB_TARGETS_URL));
}
