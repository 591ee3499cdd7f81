import { JOB_STATUSES } from '@jobfit/contracts';
import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { STATUS_LABEL } from 'src/utils/job-status';
import type { JobFormValues } from '../utils/job-form';

type Name = keyof JobFormValues;

function TextInput({
  name,
  label,
  type,
  multiline,
  autoFocus,
}: {
  name: Name;
  label: string;
  type?: string;
  multiline?: boolean;
  autoFocus?: boolean;
}) {
  const { control } = useFormContext<JobFormValues>();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          value={field.value ?? ''}
          label={label}
          type={type}
          fullWidth
          autoFocus={autoFocus}
          multiline={multiline}
          minRows={multiline ? 5 : undefined}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      )}
    />
  );
}

/**
 * The fields of a tracked job, bound to the surrounding form (create dialog and drawer);
 * `children` are extra full-width fields before the notes.
 */
export function JobFormFields({
  withApplied = true,
  children,
}: {
  withApplied?: boolean;
  children?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const { control } = useFormContext<JobFormValues>();
  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <TextInput name="title" label={t`Job title`} autoFocus={!withApplied} />
      </Box>
      <TextInput name="company" label={t`Company`} />
      <TextInput name="location" label={t`Location`} />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <TextInput name="url" label={t`Link to the posting`} type="url" />
      </Box>
      <Controller
        name="status"
        control={control}
        render={({ field }) => (
          <TextField {...field} select label={t`Status`} fullWidth>
            {JOB_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {i18n._(STATUS_LABEL[s])}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <TextInput name="salary" label={t`Salary`} />
      <TextInput name="deadline" label={t`Deadline`} type="date" />
      {withApplied && <TextInput name="appliedDay" label={t`Applied on`} type="date" />}
      {children && <Box sx={{ gridColumn: '1 / -1' }}>{children}</Box>}
      <Box sx={{ gridColumn: '1 / -1' }}>
        <TextInput name="notes" label={t`Notes`} multiline />
      </Box>
    </Box>
  );
}
