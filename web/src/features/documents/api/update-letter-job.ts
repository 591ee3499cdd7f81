import { apiRoutes } from '@jobfit/contracts';
import { apiCall } from 'src/lib/api-client';

/**
 * PATCH /api/job-targets/:id with the job title and employer a letter was missing: the tracker
 * entry is where both live, so the redrafted letter and every later one use them (decision 150).
 * The editor only needs to know the job was saved; the tracker reads the full detail itself.
 */
export function updateLetterJob(
  jobTargetId: string,
  details: { title?: string; company?: string },
): Promise<{ id: string }> {
  return apiCall(apiRoutes.updateJobTarget, { params: { id: jobTargetId }, body: details });
}
