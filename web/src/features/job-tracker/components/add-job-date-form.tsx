import { zodResolver } from '@hookform/resolvers/zod';
import type { JobDateKind } from '@jobfit/contracts';
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

const TITLE = { interview: 'New interview', follow_up: 'New follow-up' } as const;

type AddJobDateFormProps = { jobId: string; kind: JobDateKind; onDone: () => void };

/** Adds an interview (day and time) or a follow-up (a day, or a day and time) to a job. */
export function AddJobDateForm({ jobId, kind, onDone }: AddJobDateFormProps) {
  const form = useForm<JobDateFormValues, unknown, ReturnType<typeof JobDateForm.parse>>({
    resolver: zodResolver(JobDateForm),
    defaultValues: emptyJobDateForm(kind),
  });
  const time = useWatch({ control: form.control, name: 'time' });
  const submit = form.handleSubmit(async (values) => {
    try {
      await createJobDate(formToJobDateInput(values, jobId));
      toast.success(kind === 'interview' ? 'Interview added' : 'Follow-up added');
      onDone();
    } catch (err) {
      const message = errorMessage(err, 'Could not add the date');
      if (err instanceof ApiError && err.status === 400) form.setError('day', { message });
      else toast.error(message);
    }
  });

  return (
    <Box
      component="form"
      aria-label={TITLE[kind]}
      noValidate
      onSubmit={(e) => void submit(e)}
      sx={{ p: 2, mb: 2, border: 1, borderColor: 'divider', borderRadius: 1.5 }}
    >
      <Typography variant="subtitle2" sx={{ mb: 2 }}>
        {TITLE[kind]}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Controller
          name="day"
          control={form.control}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              type="date"
              label="Date"
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
              label="Time"
              error={Boolean(fieldState.error)}
              helperText={
                fieldState.error?.message ??
                (kind === 'follow_up' ? 'Leave empty for the whole day' : undefined)
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
                label="Duration"
                onChange={(e) => field.onChange(Number(e.target.value))}
              >
                {DURATION_OPTIONS.map((m) => (
                  <MenuItem key={m} value={m}>
                    {formatDuration(m)}
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
                label="Note (optional)"
                placeholder={kind === 'interview' ? 'Who, where, video link…' : 'What to ask…'}
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
          Cancel
        </Button>
        <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
          Add
        </Button>
      </Box>
    </Box>
  );
}
