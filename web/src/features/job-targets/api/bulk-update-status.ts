import { apiRoutes, type JobStatus } from '@jobfit/contracts';
import { apiCall } from 'src/lib/api-client';
import { revalidateJobTargets } from './get-job-targets';

/** POST /api/job-targets/bulk-status → { updated }; all or nothing on the server. */
export async function bulkUpdateStatus(ids: string[], status: JobStatus): Promise<number> {
  const { updated } = await apiCall(apiRoutes.bulkSetJobStatus, { body: { ids, status } });
  void revalidateJobTargets();
  return updated;
}
