import { apiPath, apiRoutes, type JobTargetDetail } from '@jobfit/contracts';
import useSWR from 'swr';
import { apiCall } from 'src/lib/api-client';

export const jobTargetUrl = (id: string) => apiPath(apiRoutes.getJobTarget, { params: { id } });

function getJobTarget(id: string): Promise<JobTargetDetail> {
  return apiCall(apiRoutes.getJobTarget, { params: { id } });
}

/** One tracked job with its score history and status timeline (the detail drawer). */
export function useJobTarget(id: string | null) {
  return useSWR(id ? jobTargetUrl(id) : null, () => getJobTarget(id ?? ''));
}
