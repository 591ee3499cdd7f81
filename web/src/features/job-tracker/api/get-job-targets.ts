import { apiPath, apiRoutes, type JobTargetList } from '@jobfit/contracts';
import useSWR, { mutate } from 'swr';
import { apiCall } from 'src/lib/api-client';
import { filtersToQuery, type TrackerFilters, type TrackerQuery } from '../utils/tracker-filters';

const JOB_TARGETS_URL = apiPath(apiRoutes.listJobTargets);

function jobTargetsUrl(filters: TrackerFilters): string {
  return apiPath(apiRoutes.listJobTargets, { query: filtersToQuery(filters) });
}

export function getJobTargets(query: TrackerQuery): Promise<JobTargetList> {
  return apiCall(apiRoutes.listJobTargets, { query });
}

/** One page of the tracked jobs (the table); the previous page stays while loading. */
export function useJobTargets(filters: TrackerFilters, enabled = true) {
  return useSWR(
    enabled ? jobTargetsUrl(filters) : null,
    () => getJobTargets(filtersToQuery(filters)),
    { keepPreviousData: true },
  );
}

/** Refetches every tracker list, board and detail after a change. */
export function revalidateJobTargets() {
  return mutate((key) => typeof key === 'string' && key.startsWith(JOB_TARGETS_URL));
}
