import type { JobStatus } from '@jobfit/contracts';
import { Label } from 'src/components/label/label';
import { STATUS_LABEL } from 'src/utils/job-status';
import { STATUS_COLOR } from '../utils/status';

/** A soft coloured label for a job's pipeline status (Minimal's Label). */
export function JobStatusLabel({ status }: { status: JobStatus }) {
  return (
    <Label
      color={STATUS_COLOR[status]}
      sx={status === 'withdrawn' ? { textDecoration: 'line-through' } : undefined}
    >
      {STATUS_LABEL[status]}
    </Label>
  );
}
