import { JobTargetDetail } from '@jobfit/contracts';
import useSWR from 'swr';
import { apiRequest } from 'src/lib/api-client';
import { JOB_TARGETS_URL } from './get-job-targets';

export const jobTargetUrl = (id: string) => `${JOB_TARGETS_URL}/${encodeURIComponent(id)}`;

export function getJobTarget(url: string): Promise<JobTargetDetail> {
  return apiRequest(url, JobTargetDetail);
}

/** One tracked job with its score history and status timeline (the detail drawer). */
export function useJobTarget(id: string | null) {
  return useSWR(id ? jobTargetUrl(id) : null, getJobTarget);
}
