import { apiRoutes } from '@jobfit/contracts';
import { mutate } from 'swr';
import { apiCall } from 'src/lib/api-client';
import { jobDatesUrl } from './get-job-dates';

/** DELETE /api/calendar/dates/:id → 204. */
export async function deleteJobDate(id: string, jobTargetId: string): Promise<void> {
  await apiCall(apiRoutes.deleteJobDate, { params: { id } });
  await mutate(jobDatesUrl(jobTargetId));
}
