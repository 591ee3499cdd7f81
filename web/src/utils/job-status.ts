import type { JobStatus } from '@jobfit/contracts';

/** A job's status as the user reads it (tracker, insights). */
export const STATUS_LABEL: Record<JobStatus, string> = {
  saved: 'Saved',
  applied: 'Applied',
  interviewing: 'Interviewing',
  offer: 'Offer',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};
