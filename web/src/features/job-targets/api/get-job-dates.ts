import { apiPath, apiRoutes, type JobDateList } from '@jobfit/contracts';
import useSWR from 'swr';
import { apiCall } from 'src/lib/api-client';

export const jobDatesUrl = (jobTargetId: string) =>
  apiPath(apiRoutes.listJobDates, { query: { jobTargetId } });

function getJobDates(jobTargetId: string): Promise<JobDateList> {
  return apiCall(apiRoutes.listJobDates, { query: { jobTargetId } });
}

/** The interviews and follow-ups of one job, soonest first (the detail drawer). */
export function useJobDates(jobTargetId: string | null) {
  return useSWR(jobTargetId ? jobDatesUrl(jobTargetId) : null, () =>
    getJobDates(jobTargetId ?? ''),
  );
}
