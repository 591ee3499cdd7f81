import { apiRoutes, type JobTargetDetail } from '@jobfit/contracts';
import { apiCall } from 'src/lib/api-client';

/** What an imported posting gives the job beyond what a scan stores (decision 170). */
export type ImportedJobDetails = { location: string; salary: string; deadline: string };

/**
 * PATCH /api/job-targets/:id with the location, salary and deadline the user kept from an
 * imported posting, once its scan has created the job; blank fields are left out.
 */
export function updateScannedJob(
  jobTargetId: string,
  details: ImportedJobDetails,
): Promise<JobTargetDetail> | undefined {
  const body = Object.fromEntries(
    Object.entries(details)
      .map(([k, v]) => [k, v.trim()])
      .filter(([, v]) => v !== ''),
  );
  if (Object.keys(body).length === 0) return undefined;
  return apiCall(apiRoutes.updateJobTarget, { params: { id: jobTargetId }, body });
}
