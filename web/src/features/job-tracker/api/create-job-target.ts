import { type CreateJobTargetInput, JobTargetDetail } from '@jobfit/contracts';
import { apiRequest } from 'src/lib/api-client';
import { JOB_TARGETS_URL, revalidateJobTargets } from './get-job-targets';

/** POST /api/job-targets → 201 JobTargetDetail: a job tracked by hand. */
export async function createJobTarget(input: CreateJobTargetInput): Promise<JobTargetDetail> {
  const job = await apiRequest(JOB_TARGETS_URL, JobTargetDetail, { method: 'POST', body: input });
  void revalidateJobTargets();
  return job;
}
