import { apiRoutes, type ImportedPosting } from '@jobfit/contracts';
import { apiCall } from 'src/lib/api-client';

/**
 * POST /api/posting-import → the posting read from `url`, for the form to show (nothing is
 * saved). Shared by the Job Tracker's "Track a job" and the Job Analyzer (decision 170).
 */
export function importPosting(url: string): Promise<ImportedPosting> {
  return apiCall(apiRoutes.importPosting, { body: { url } });
}
