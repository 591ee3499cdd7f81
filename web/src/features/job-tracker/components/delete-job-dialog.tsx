import type { JobTargetSummary } from '@jobfit/contracts';
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
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!job) return;
    setBusy(true);
    try {
      await deleteJobTarget(job.id);
      toast.success(`“${job.title}” deleted`);
      onDeleted();
    } catch (err) {
      toast.error(errorMessage(err, 'Could not delete the job'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <ConfirmDeleteDialog
      open={job !== null}
      title="Delete this job?"
      deleting={busy}
      onCancel={onClose}
      onConfirm={() => void confirm()}
    >
      “{job?.title}” and its {job?.scanCount === 1 ? 'scan' : `${job?.scanCount ?? 0} scans`} will
      be deleted. This cannot be undone.
    </ConfirmDeleteDialog>
  );
}
