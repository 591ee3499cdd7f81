import { zodResolver } from '@hookform/resolvers/zod';
import type { JobDateKind } from '@jobfit/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from 'src/components/toaster/toaster';
import { ApiError, errorMessage } from 'src/lib/api-error';
import { createJobDate } from '../api/create-job-date';
import {
  DURATION_OPTIONS,
  emptyJobDateForm,
  formatDuration,
  JobDateForm,
  type JobDateFormValues,
  formToJobDateInput,
} from '../utils/job-date-form';

type AddJobDateFormProps = { jobId: string; kind: JobDateKind; onDone: () => void };

/** Adds an interview (day and time) or a follow-up (a day, or a day and time) to a job. */
export function AddJobDateForm({ jobId, kind, onDone }: AddJobDateFormProps) {
  const { t, i18n } = useLingui();
  const title = kind === 'interview' ? t`New interview` : t`New follow-up`;
  const form = useForm<JobDateFormValues, unknown, ReturnType<typeof JobDateForm.parse>>({
    resolver: zodResolver(JobDateForm),
    defaultValues: emptyJobDateForm(kind),
  });
  const time = useWatch({ control: form.control, name: 'time' });
  const submit = form.handleSubmit(async (values) => {
    try {
      await createJobDate(formToJobDateInput(values, jobId));
      toast.success(kind === 'interview' ? t`Interview added` : t`Follow-up added`);
      onDone();
    } catch (err) {
      const message = errorMessage(err, t`Could not add the date`);
      if (err instanceof ApiError && err.status === 400) form.setError('day', { message });
      else toast.error(message);
    }
  });

  return (
    <Box
      component="form"
      aria-label={title}
      noValidate
      onSubmit={(e) => void submit(e)}
      sx={{ p: 2, mb: 2, border: 1, borderColor: 'divider', borderRadius: 1.5 }}
    >
      <Typography variant="subtitle2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Controller
          name="day"
          control={form.control}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              type="date"
              label={t`Date`}
              autoFocus
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          )}
        />
        <Controller
          name="time"
          control={form.control}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              type="time"
              label={t`Time`}
              error={Boolean(fieldState.error)}
              helperText={
                fieldState.error?.message ??
                (kind === 'follow_up' ? t`Leave empty for the whole day` : undefined)
              }
              slotProps={{ inputLabel: { shrink: true } }}
            />
          )}
        />
        {time !== '' && (
          <Controller
            name="durationMinutes"
            control={form.control}
            render={({ field }) => (
              <TextField
                {...field}
                select
                label={t`Duration`}
                onChange={(e) => field.onChange(Number(e.target.value))}
              >
                {DURATION_OPTIONS.map((m) => (
                  <MenuItem key={m} value={m}>
                    {formatDuration(m, i18n)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        )}
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Controller
            name="note"
            control={form.control}
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                label={t`Note (optional)`}
                placeholder={kind === 'interview' ? t`Who, where, video link…` : t`What to ask…`}
                fullWidth
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            )}
          />
        </Box>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 2 }}>
        <Button color="inherit" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
          <Trans>Add</Trans>
        </Button>
      </Box>
    </Box>
  );
}
