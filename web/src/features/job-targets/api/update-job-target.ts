import { apiRoutes, type JobTargetDetail, type UpdateJobTargetInput } from '@jobfit/contracts';
import { apiCall } from 'src/lib/api-client';

/** PATCH /api/job-targets/:id → the updated JobTargetDetail (callers revalidate lists). */
export function updateJobTarget(id: string, input: UpdateJobTargetInput): Promise<JobTargetDetail> {
  return apiCall(apiRoutes.updateJobTarget, { params: { id }, body: input });
}
