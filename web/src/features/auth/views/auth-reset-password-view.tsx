import { zodResolver } from '@hookform/resolvers/zod';
import { ResetPasswordInput } from '@jobfit/contracts';
import LockResetRounded from '@mui/icons-material/LockResetRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Field } from 'src/components/form/field';
import { authClient } from 'src/lib/auth-client';
import { paths } from 'src/routes/paths';
import { TOO_MANY_ATTEMPTS } from '../api/auth-error-message';
import { AuthLinkRow } from '../components/auth-link-row';
import { FormHead } from '../components/form-head';
import { StatusIcon } from '../components/status-icon';

/** "Forgot password": always the same answer, so nobody learns which addresses have accounts. */
export function AuthResetPasswordView() {
  const [result, setResult] = useState<'sent' | 'limited' | null>(null);
  const methods = useForm<ResetPasswordInput>({
    resolver: zodResolver(ResetPasswordInput),
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
        title="Forgot your password?"
        description="Enter the email address of your account and we will send you a link to reset your password."
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
              If an account exists for that email, we sent a link to reset the password.
            </Alert>
          )}
          {result === 'limited' && <Alert severity="error">{TOO_MANY_ATTEMPTS}</Alert>}
          <Field name="email" label="Email address" type="email" autoComplete="email" autoFocus />
          <Button
            type="submit"
            size="large"
            variant="contained"
            color="inherit"
            fullWidth
            loading={formState.isSubmitting}
          >
            Send reset link
          </Button>
        </Box>
      </FormProvider>
      <AuthLinkRow text="Remembered it?" linkText="Return to sign in" to={paths.auth.signIn} />
    </>
  );
}
