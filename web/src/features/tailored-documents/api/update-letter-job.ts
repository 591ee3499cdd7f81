import { apiRequest } from 'src/lib/api-client';
import { z } from 'zod';

// The editor only needs to know the job was saved; the tracker reads the full detail itself.
const Saved = z.object({ id: z.string() });

/**
 * PATCH /api/job-targets/:id with the job title and employer a letter was missing: the tracker
 * entry is where both live, so the redrafted letter and every later one use them (decision 150).
 */
export function updateLetterJob(
  jobTargetId: string,
  details: { title?: string; company?: string },
): Promise<{ id: string }> {
  return apiRequest(`/api/job-targets/${encodeURIComponent(jobTargetId)}`, Saved, {
    method: 'PATCH',
    body: details,
  });
}
