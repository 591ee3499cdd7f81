import type { JobTargetSummary } from '@jobfit/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { toast } from 'src/components/toaster/toaster';
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
      toast.error(err instanceof Error ? err.message : 'Could not delete the job');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={job !== null} onClose={onClose} aria-labelledby="delete-job-title">
      <DialogTitle id="delete-job-title">Delete this job?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          “{job?.title}” and its {job?.scanCount === 1 ? 'scan' : `${job?.scanCount ?? 0} scans`}{' '}
          will be deleted. This cannot be undone.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3 }}>
        <Button variant="outlined" color="inherit" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="contained" color="error" loading={busy} onClick={() => void confirm()}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
