import { apiRoutes, type CreateJobDateInput, type JobDate } from '@jobfit/contracts';
import { mutate } from 'swr';
import { apiCall } from 'src/lib/api-client';
import { jobDatesUrl } from './get-job-dates';

/** POST /api/calendar/dates → 201 JobDate: an interview or follow-up of a job. */
export async function createJobDate(input: CreateJobDateInput): Promise<JobDate> {
  const created = await apiCall(apiRoutes.addJobDate, { body: input });
  await mutate(jobDatesUrl(input.jobTargetId));
  return created;
}
