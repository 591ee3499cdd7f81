import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { FormProvider, useForm } from 'react-hook-form';
import { toast } from 'src/components/toaster/toaster';
import { ApiError } from 'src/lib/api-client';
import { createJobTarget } from '../api/create-job-target';
import {
  EMPTY_JOB_FORM,
  fieldErrorsFromDetails,
  formToCreate,
  JobForm,
  type JobFormOutput,
  type JobFormValues,
} from '../utils/job-form';
import { JobFormFields } from './job-form-fields';

type TrackJobDialogProps = { open: boolean; onClose: () => void; onCreated: (id: string) => void };

/** "Track a job": a job added by hand, without a scan (it can be scanned later). */
export function TrackJobDialog({ open, onClose, onCreated }: TrackJobDialogProps) {
  const form = useForm<JobFormValues, unknown, JobFormOutput>({
    resolver: zodResolver(JobForm),
    defaultValues: EMPTY_JOB_FORM,
  });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const job = await createJobTarget(formToCreate(values, values.status));
      toast.success(`Now tracking “${job.title}”`);
      form.reset(EMPTY_JOB_FORM);
      onCreated(job.id);
    } catch (err) {
      const fields = err instanceof ApiError ? fieldErrorsFromDetails(err.details) : [];
      for (const f of fields) form.setError(f.name, { message: f.message });
      if (fields.length === 0) toast.error(err instanceof Error ? err.message : 'Could not save');
    }
  });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="track-job-title"
      slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}
    >
      <DialogTitle id="track-job-title">Track a job</DialogTitle>
      <FormProvider {...form}>
        <DialogContent sx={{ pt: '8px !important' }}>
          <JobFormFields withApplied={false} />
        </DialogContent>
      </FormProvider>
      <DialogActions sx={{ px: 3, pb: 3 }}>
        <Button variant="outlined" color="inherit" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" loading={isSubmitting}>
          Track job
        </Button>
      </DialogActions>
    </Dialog>
  );
}
