import type { JobStatus } from '@jobfit/contracts';
import { useLingui } from '@lingui/react/macro';
import { Label } from 'src/components/label/label';
import { STATUS_LABEL } from 'src/utils/job-status';
import { STATUS_COLOR } from '../utils/status';

/** A soft coloured label for a job's pipeline status (Minimal's Label). */
export function JobStatusLabel({ status }: { status: JobStatus }) {
  const { i18n } = useLingui();
  return (
    <Label
      color={STATUS_COLOR[status]}
      sx={status === 'withdrawn' ? { textDecoration: 'line-through' } : undefined}
    >
      {i18n._(STATUS_LABEL[status])}
    </Label>
  );
}
