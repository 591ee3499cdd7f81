import { apiRoutes, type Scan } from '@jobfit/contracts';
import { apiCall } from 'src/lib/api-client';
import { revalidateJobTargets } from './get-job-targets';

/** POST /api/scans { jobTargetId }: rescans a tracked job against the current master CV (free). */
export async function createRescan(jobTargetId: string): Promise<Scan> {
  const scan = await apiCall(apiRoutes.createScan, { body: { jobTargetId } });
  void revalidateJobTargets();
  return scan;
}
