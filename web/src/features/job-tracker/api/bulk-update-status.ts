import type { JobStatus } from '@jobfit/contracts';
import { z } from 'zod';
import { apiRequest } from 'src/lib/api-client';
import { JOB_TARGETS_URL, revalidateJobTargets } from './get-job-targets';

const BulkStatusResult = z.object({ updated: z.number().int() });

/** POST /api/job-targets/bulk-status → { updated }; all or nothing on the server. */
export async function bulkUpdateStatus(ids: string[], status: JobStatus): Promise<number> {
  const { updated } = await apiRequest(`${JOB_TARGETS_URL}/bulk-status`, BulkStatusResult, {
    method: 'POST',
    body: { ids, status },
  });
  void revalidateJobTargets();
  return updated;
}
