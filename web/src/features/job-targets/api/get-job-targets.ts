import { apiPath, apiRoutes, type JobTargetList } from '@jobfit/contracts';
import useSWR, { mutate } from 'swr';
import { apiCall } from 'src/lib/api-client';
import { fetchEarly, takeEarly } from 'src/lib/fetch-early';
import {
  filtersToQuery,
  trackerParams,
  type TrackerFilters,
  type TrackerQuery,
} from '../utils/tracker-filters';

const JOB_TARGETS_URL = apiPath(apiRoutes.listJobTargets);

function jobTargetsUrl(filters: TrackerFilters): string {
  return apiPath(apiRoutes.listJobTargets, { query: filtersToQuery(filters) });
}

export function getJobTargets(query: TrackerQuery): Promise<JobTargetList> {
  return apiCall(apiRoutes.listJobTargets, { query });
}

/** One page of the tracked jobs (the table); the previous page stays while loading. */
export function useJobTargets(filters: TrackerFilters, enabled = true) {
  const url = jobTargetsUrl(filters);
  return useSWR(
    enabled ? url : null,
    () => takeEarly(url, () => getJobTargets(filtersToQuery(filters))),
    { keepPreviousData: true },
  );
}

/** Refetches every tracker list, board and detail after a change. */
export function revalidateJobTargets() {
  return mutate((key) => typeof key === 'string' && key.startsWith(JOB_TARGETS_URL));
}

/**
 * Starts loading the table page of jobs the URL asks for (the board loads by column) when the route is entered, alongside the page's code (the route's
 * loader); the page's hook then takes this request instead of sending its own.
 */
export function preloadJobTargets(params: URLSearchParams): void {
  const state = trackerParams.read(params);
  if (state.view !== 'table') return;
  const query = filtersToQuery(state);
  fetchEarly(jobTargetsUrl(state), () => getJobTargets(query));
}
