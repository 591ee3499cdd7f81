import { Scan } from '@jobfit/contracts';
import { apiRequest } from 'src/lib/api-client';
import { revalidateJobTargets } from './get-job-targets';

/** POST /api/scans { jobTargetId }: rescans a tracked job against the current master CV (free). */
export async function createRescan(jobTargetId: string): Promise<Scan> {
  const scan = await apiRequest('/api/scans', Scan, { method: 'POST', body: { jobTargetId } });
  void revalidateJobTargets();
  return scan;
}
