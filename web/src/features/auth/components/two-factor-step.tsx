import { zodResolver } from '@hookform/resolvers/zod';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Field } from 'src/components/form/field';
import { authClient } from 'src/lib/auth-client';
import { CHALLENGE_ENDED_CODES, secondFactorErrorMessage } from 'src/lib/second-factor-error';
import { FormHead, SubmitButton } from './form-parts';

const TotpForm = z.object({
  code: z
    .string()
    .transform((v) => v.replace(/\s+/g, ''))
    .pipe(
      z
        .string()
        .regex(/^\d{6}$/, { error: () => t`Enter the 6-digit code from your authenticator app` }),
    ),
  trustDevice: z.boolean(),
});
const BackupForm = z.object({
  code: z
    .string()
    .trim()
    .min(1, { error: () => t`Enter one of your backup codes` })
    .max(64),
  trustDevice: z.boolean(),
});
type CodeForm = z.input<typeof TotpForm>;

/**
 * The second sign-in step once the password was right and two-factor sign-in is on: a code from
 * the authenticator app, or one backup code. Loaded only when a sign-in needs it (decision 180).
 */
export function TwoFactorStep({
  onSignedIn,
  onRestart,
}: {
  onSignedIn: () => Promise<void>;
  /** Back to the password step (a used-up or expired challenge). */
  onRestart: (message: string) => void;
}) {
  const { t: tr } = useLingui();
  const [backup, setBackup] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const methods = useForm<CodeForm>({
    resolver: zodResolver(backup ? BackupForm : TotpForm),
    defaultValues: { code: '', trustDevice: false },
  });
  const { handleSubmit, formState, register, reset } = methods;

  const onSubmit = handleSubmit(async ({ code, trustDevice }) => {
    setServerError(null);
    const body = { code: code.replace(/\s+/g, ''), trustDevice };
    const { error } = backup
      ? await authClient.twoFactor.verifyBackupCode(body)
      : await authClient.twoFactor.verifyTotp(body);
    if (error) {
      const message = secondFactorErrorMessage(error, tr`Could not check the code, try again`);
      if (error.code && CHALLENGE_ENDED_CODES.has(error.code)) onRestart(message);
      else setServerError(message);
      return;
    }
    await onSignedIn();
  });

  const switchMode = () => {
    setBackup((b) => !b);
    setServerError(null);
    reset({ code: '', trustDevice: methods.getValues('trustDevice') });
  };

  return (
    <>
      <FormHead
        title={tr`Two-factor sign-in`}
        description={
          backup
            ? tr`Enter one of the backup codes you saved when you turned two-factor sign-in on. Each works once.`
            : tr`Enter the 6-digit code from your authenticator app.`
        }
      />
      <FormProvider {...methods}>
        <Box
          component="form"
          noValidate
          onSubmit={onSubmit}
          sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}
        >
          {serverError && <Alert severity="error">{serverError}</Alert>}
          <Field
            key={backup ? 'backup' : 'totp'}
            name="code"
            label={backup ? tr`Backup code` : tr`Authentication code`}
            autoComplete="one-time-code"
            autoFocus
          />
          <FormControlLabel
            control={<Checkbox {...register('trustDevice')} />}
            label={tr`Trust this device for 30 days`}
          />
          <SubmitButton loading={formState.isSubmitting}>
            <Trans>Verify</Trans>
          </SubmitButton>
          <Link
            component="button"
            type="button"
            variant="body2"
            color="inherit"
            onClick={switchMode}
            sx={{ alignSelf: 'center' }}
          >
            {backup ? tr`Use a code from the authenticator app` : tr`Use a backup code instead`}
          </Link>
          <Link
            component="button"
            type="button"
            variant="body2"
            color="text.secondary"
            onClick={() => onRestart('')}
            sx={{ alignSelf: 'center' }}
          >
            <Trans>Back to sign-in</Trans>
          </Link>
        </Box>
      </FormProvider>
    </>
  );
}
