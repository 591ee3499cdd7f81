import { zodResolver } from '@hookform/resolvers/zod';
import { CreateJobTargetInput, type ImportedPosting } from '@jobfit/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import TextField from '@mui/material/TextField';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { PostingImportField } from 'src/components/posting-import/posting-import-field';
import { toast } from 'src/components/toaster/toaster';
import { ApiError, errorMessage } from 'src/lib/api-error';
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
import { translatedResolver } from 'src/lib/i18n/contract-messages';

type TrackJobDialogProps = { open: boolean; onClose: () => void; onCreated: (id: string) => void };

// The job's fields and the posting's text, which an import from a link fills (decision 170).
const TrackJobForm = JobForm.extend({ postingText: CreateJobTargetInput.shape.postingText });
type TrackJobValues = JobFormValues & z.input<typeof TrackJobForm>;
type TrackJobOutput = JobFormOutput & z.output<typeof TrackJobForm>;
const EMPTY_TRACK_FORM: TrackJobValues = { ...EMPTY_JOB_FORM, postingText: '' };

const IMPORTED_FIELDS = ['title', 'company', 'location', 'url', 'salary', 'deadline'] as const;

/** "Track a job": a job added by hand, without a scan (it can be scanned later). */
export function TrackJobDialog({ open, onClose, onCreated }: TrackJobDialogProps) {
  const { t } = useLingui();
  const form = useForm<TrackJobValues, unknown, TrackJobOutput>({
    resolver: translatedResolver(zodResolver(TrackJobForm)),
    defaultValues: EMPTY_TRACK_FORM,
  });
  const { isSubmitting } = form.formState;

  // What the posting gives replaces the form's value; what it does not give stays as typed.
  const fill = (posting: ImportedPosting) => {
    for (const name of IMPORTED_FIELDS) {
      const value = posting[name];
      if (value) form.setValue(name, value, { shouldDirty: true, shouldValidate: true });
    }
    form.setValue('postingText', posting.postingText, { shouldDirty: true });
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      const job = await createJobTarget({
        ...formToCreate(values, values.status),
        postingText: values.postingText,
      });
      const title = job.title;
      toast.success(t`Now tracking “${title}”`);
      form.reset(EMPTY_TRACK_FORM);
      onCreated(job.id);
    } catch (err) {
      const fields = err instanceof ApiError ? fieldErrorsFromDetails(err.details) : [];
      for (const f of fields) form.setError(f.name, { message: f.message });
      if (fields.length === 0) toast.error(errorMessage(err, t`Could not save`));
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
      <DialogTitle id="track-job-title">
        <Trans>Track a job</Trans>
      </DialogTitle>
      <FormProvider {...form}>
        <DialogContent sx={{ pt: '8px !important' }}>
          <PostingImportField onImported={fill} />
          <Divider sx={{ my: 2.5 }} />
          <JobFormFields withApplied={false}>
            <Controller
              name="postingText"
              control={form.control}
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  label={t`Posting text`}
                  fullWidth
                  multiline
                  minRows={3}
                  maxRows={10}
                  error={Boolean(fieldState.error)}
                  helperText={
                    fieldState.error?.message ?? t`Optional: what a scan of this job reads`
                  }
                  slotProps={{ inputLabel: { shrink: true } }}
                />
              )}
            />
          </JobFormFields>
        </DialogContent>
      </FormProvider>
      <DialogActions sx={{ px: 3, pb: 3 }}>
        <Button variant="outlined" color="inherit" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" variant="contained" loading={isSubmitting}>
          <Trans>Track job</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
}
