import { z } from 'zod';
import { apiRequest } from 'src/lib/api-client';
import { jobTargetUrl } from './get-job-target';
import { revalidateJobTargets } from './get-job-targets';

/** DELETE /api/job-targets/:id → 204 (its scans go with it). */
export async function deleteJobTarget(id: string): Promise<void> {
  await apiRequest(jobTargetUrl(id), z.unknown(), { method: 'DELETE' });
  void revalidateJobTargets();
}
