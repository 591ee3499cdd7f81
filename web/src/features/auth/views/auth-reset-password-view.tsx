import { zodResolver } from '@hookform/resolvers/zod';
import { ResetPasswordInput } from '@jobfit/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import LockResetRounded from '@mui/icons-material/LockResetRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Field } from 'src/components/form/field';
import { authClient } from 'src/lib/auth-client';
import { paths } from 'src/routes/paths';
import { translatedResolver } from 'src/lib/i18n/contract-messages';
import { AuthLinkRow } from '../components/auth-link-row';
import { FormHead, SubmitButton } from '../components/form-parts';
import { StatusIcon } from '../components/status-icon';

/** "Forgot password": always the same answer, so nobody learns which addresses have accounts. */
export function AuthResetPasswordView() {
  const { t } = useLingui();
  const [result, setResult] = useState<'sent' | 'limited' | null>(null);
  const methods = useForm<ResetPasswordInput>({
    resolver: translatedResolver(zodResolver(ResetPasswordInput)),
    defaultValues: { email: '' },
  });
  const { handleSubmit, formState } = methods;

  const onSubmit = handleSubmit(async ({ email }) => {
    const { error } = await authClient.requestPasswordReset({
      email,
      redirectTo: paths.auth.updatePassword,
    });
    setResult(error?.status === 429 ? 'limited' : 'sent');
  });

  return (
    <>
      <FormHead
        icon={
          <StatusIcon>
            <LockResetRounded />
          </StatusIcon>
        }
        title={t`Forgot your password?`}
        description={t`Enter the email address of your account and we will send you a link to reset your password.`}
      />
      <FormProvider {...methods}>
        <Box
          component="form"
          noValidate
          onSubmit={onSubmit}
          sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}
        >
          {result === 'sent' && (
            <Alert severity="success">
              <Trans>
                If an account exists for that email, we sent a link to reset the password.
              </Trans>
            </Alert>
          )}
          {result === 'limited' && (
            <Alert severity="error">{t`Too many attempts, try again in a minute`}</Alert>
          )}
          <Field
            name="email"
            label={t`Email address`}
            type="email"
            autoComplete="email"
            autoFocus
          />
          <SubmitButton loading={formState.isSubmitting}>
            <Trans>Send reset link</Trans>
          </SubmitButton>
        </Box>
      </FormProvider>
      <AuthLinkRow
        text={t`Remembered it?`}
        linkText={t`Return to sign in`}
        to={paths.auth.signIn}
      />
    </>
  );
}
