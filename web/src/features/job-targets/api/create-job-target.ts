import { apiRoutes, type CreateJobTargetInput, type JobTargetDetail } from '@jobfit/contracts';
import { apiCall } from 'src/lib/api-client';
import { revalidateJobTargets } from './get-job-targets';

/** POST /api/job-targets → 201 JobTargetDetail: a job tracked by hand. */
export async function createJobTarget(input: CreateJobTargetInput): Promise<JobTargetDetail> {
  const job = await apiCall(apiRoutes.createJobTarget, { body: input });
  void revalidateJobTargets();
  return job;
}
