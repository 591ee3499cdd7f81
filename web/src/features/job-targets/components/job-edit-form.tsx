import type { JobTargetDetail } from '@jobfit/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { mutate } from 'swr';
import { toast } from 'src/components/toaster/toaster';
import { useAuth } from 'src/hooks/use-auth';
import { ApiError, errorMessage } from 'src/lib/api-error';
import { clearDraft, readDraft, writeDraft } from 'src/utils/draft-storage';
import { jobTargetUrl } from '../api/get-job-target';
import { revalidateJobTargets } from '../api/get-job-targets';
import { updateJobTarget } from '../api/update-job-target';
import {
  fieldErrorsFromDetails,
  formToUpdate,
  JobForm,
  type JobFormOutput,
  type JobFormValues,
  jobToForm,
} from '../utils/job-form';
import { JobFormFields } from './job-form-fields';
import { SentCvField } from './sent-cv-field';
import { translatedResolver } from 'src/lib/i18n/contract-messages';

const draftKind = (id: string) => `job-target:${id}`;

/**
 * Edits a tracked job. Unsaved edits are kept as a local draft until the server has them, so a
 * failed save, a closed drawer or a reload never loses typed notes.
 */
export function JobEditForm({ job }: { job: JobTargetDetail }) {
  const { t } = useLingui();
  const { user } = useAuth();
  const userId = user?.id ?? 'anonymous';
  const [restored, setRestored] = useState(false);
  const form = useForm<JobFormValues, unknown, JobFormOutput>({
    resolver: translatedResolver(zodResolver(JobForm)),
    defaultValues: jobToForm(job),
  });
  const { isSubmitting, isDirty } = form.formState;

  useEffect(() => {
    const draft = readDraft(userId, draftKind(job.id));
    const values = JobForm.safeParse(draft?.value);
    if (draft && values.success) {
      form.reset(jobToForm(job));
      for (const [name, value] of Object.entries(draft.value as JobFormValues)) {
        form.setValue(name as keyof JobFormValues, value as string, { shouldDirty: true });
      }
      setRestored(true);
    }
    // Only when another job opens; revalidations of the same job keep what is typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [job.id, userId]);

  const watched = useWatch({ control: form.control });
  useEffect(() => {
    if (isDirty) writeDraft(userId, draftKind(job.id), watched);
  }, [watched, isDirty, userId, job.id]);

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await updateJobTarget(job.id, formToUpdate(values, job));
      clearDraft(userId, draftKind(job.id));
      setRestored(false);
      form.reset(jobToForm(saved));
      await mutate(jobTargetUrl(job.id), saved, { revalidate: false });
      void revalidateJobTargets();
      toast.success(t`Changes saved`);
    } catch (err) {
      const fields = err instanceof ApiError ? fieldErrorsFromDetails(err.details) : [];
      for (const f of fields) form.setError(f.name, { message: f.message });
      const message = errorMessage(err, t`Could not save`);
      toast.error(t`${message} Your changes are kept here.`);
    }
  });

  const discard = () => {
    clearDraft(userId, draftKind(job.id));
    setRestored(false);
    form.reset(jobToForm(job));
  };

  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={submit} aria-label={t`Edit job`}>
        {restored && (
          <Alert severity="info" sx={{ mb: 2.5 }}>
            <Trans>Your unsaved changes were restored.</Trans>
          </Alert>
        )}
        <JobFormFields>
          <SentCvField jobId={job.id} />
        </JobFormFields>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5, mt: 2.5 }}>
          <Button color="inherit" variant="outlined" disabled={!isDirty} onClick={discard}>
            <Trans>Discard changes</Trans>
          </Button>
          <Button type="submit" variant="contained" loading={isSubmitting} disabled={!isDirty}>
            <Trans>Save changes</Trans>
          </Button>
        </Box>
      </Box>
    </FormProvider>
  );
}
