import { JobTargetDetail, type UpdateJobTargetInput } from '@jobfit/contracts';
import { apiRequest } from 'src/lib/api-client';
import { jobTargetUrl } from './get-job-target';

/** PATCH /api/job-targets/:id → the updated JobTargetDetail (callers revalidate lists). */
export function updateJobTarget(id: string, input: UpdateJobTargetInput): Promise<JobTargetDetail> {
  return apiRequest(jobTargetUrl(id), JobTargetDetail, { method: 'PATCH', body: input });
}
