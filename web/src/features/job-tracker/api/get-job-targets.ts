import { JobTargetList } from '@jobfit/contracts';
import useSWR, { mutate } from 'swr';
import { apiRequest } from 'src/lib/api-client';
import { filtersToParams, type TrackerFilters, withQuery } from '../utils/tracker-filters';

export const JOB_TARGETS_URL = '/api/job-targets';

export function jobTargetsUrl(filters: TrackerFilters): string {
  return withQuery(JOB_TARGETS_URL, filtersToParams(filters));
}

export function getJobTargets(url: string): Promise<JobTargetList> {
  return apiRequest(url, JobTargetList);
}

/** One page of the tracked jobs (the table); the previous page stays while loading. */
export function useJobTargets(filters: TrackerFilters, enabled = true) {
  return useSWR(enabled ? jobTargetsUrl(filters) : null, getJobTargets, {
    keepPreviousData: true,
  });
}

/** Refetches every tracker list, board and detail after a change. */
export function revalidateJobTargets() {
  return mutate((key) => typeof key === 'string' && key.startsWith(JOB_TARGETS_URL));
}
