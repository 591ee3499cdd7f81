import type { JobTargetSummary } from '@jobfit/contracts';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ConfirmDeleteDialog } from 'src/components/confirm-delete-dialog/confirm-delete-dialog';
import { toast } from 'src/components/toaster/toaster';
import { errorMessage } from 'src/lib/api-error';
import { deleteJobTarget } from '../api/delete-job-target';

type DeleteJobDialogProps = {
  job: Pick<JobTargetSummary, 'id' | 'title' | 'scanCount'> | null;
  onClose: () => void;
  onDeleted: () => void;
};

export function DeleteJobDialog({ job, onClose, onDeleted }: DeleteJobDialogProps) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const title = job?.title ?? '';
  const scans = job?.scanCount ?? 0;
  const confirm = async () => {
    if (!job) return;
    setBusy(true);
    try {
      await deleteJobTarget(job.id);
      const deleted = job.title;
      toast.success(t`“${deleted}” deleted`);
      onDeleted();
    } catch (err) {
      toast.error(errorMessage(err, t`Could not delete the job`));
    } finally {
      setBusy(false);
    }
  };
  return (
    <ConfirmDeleteDialog
      open={job !== null}
      title={t`Delete this job?`}
      deleting={busy}
      onCancel={onClose}
      onConfirm={() => void confirm()}
    >
      {plural(scans, {
        one: `“${title}” and its scan will be deleted. This cannot be undone.`,
        other: `“${title}” and its # scans will be deleted. This cannot be undone.`,
      })}
    </ConfirmDeleteDialog>
  );
}
