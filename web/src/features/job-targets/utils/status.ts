import type { JobStatus } from '@jobfit/contracts';

/** Theme palette per status (Minimal's soft labels). */
export const STATUS_COLOR: Record<
  JobStatus,
  'default' | 'info' | 'primary' | 'warning' | 'success' | 'error'
> = {
  saved: 'default',
  applied: 'info',
  interviewing: 'warning',
  offer: 'success',
  rejected: 'error',
  withdrawn: 'default',
};
