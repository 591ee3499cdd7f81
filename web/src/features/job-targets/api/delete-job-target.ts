import { apiRoutes } from '@jobfit/contracts';
import { apiCall } from 'src/lib/api-client';
import { revalidateJobTargets } from './get-job-targets';

/** DELETE /api/job-targets/:id → 204 (its scans go with it). */
export async function deleteJobTarget(id: string): Promise<void> {
  await apiCall(apiRoutes.deleteJobTarget, { params: { id } });
  void revalidateJobTargets();
}
