import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { JobStatus } from '@jobfit/contracts';

/**
 * A job's status as the user reads it (tracker, insights): a message descriptor, rendered with
 * `i18n._(STATUS_LABEL[status])` so it follows the interface language (decision 181).
 */
export const STATUS_LABEL: Record<JobStatus, MessageDescriptor> = {
  saved: msg({ message: 'Saved', context: 'job status' }),
  applied: msg({ message: 'Applied', context: 'job status' }),
  interviewing: msg({ message: 'Interviewing', context: 'job status' }),
  offer: msg({ message: 'Offer', context: 'job status' }),
  rejected: msg({ message: 'Rejected', context: 'job status' }),
  withdrawn: msg({ message: 'Withdrawn', context: 'job status' }),
};
