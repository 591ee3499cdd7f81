import { PASSWORD_MAX_LENGTH } from '@jobfit/contracts';
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import TextField from '@mui/material/TextField';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { z } from 'zod';

/** The account password asked before a security change. */
export const CurrentPasswordForm = z.object({
  password: z
    .string()
    .min(1, { error: () => t`Enter your password` })
    .max(PASSWORD_MAX_LENGTH),
});

/** The "Your password" field of a security change, with its error or a hint under it. */
export function CurrentPasswordField({
  registration,
  error,
  helperText,
  autoFocus = false,
}: {
  registration: UseFormRegisterReturn;
  error?: string;
  helperText?: string;
  autoFocus?: boolean;
}) {
  const { t: tr } = useLingui();
  return (
    <TextField
      {...registration}
      type="password"
      label={tr`Your password`}
      fullWidth
      autoFocus={autoFocus}
      slotProps={{ inputLabel: { shrink: true } }}
      autoComplete="current-password"
      error={Boolean(error)}
      helperText={error ?? helperText}
    />
  );
}
