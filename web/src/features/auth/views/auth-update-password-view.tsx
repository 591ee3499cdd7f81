import { zodResolver } from '@hookform/resolvers/zod';
import { UpdatePasswordInput } from '@jobfit/contracts';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import LinkOffRounded from '@mui/icons-material/LinkOffRounded';
import PasswordRounded from '@mui/icons-material/PasswordRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PasswordField } from 'src/components/form/password-field';
import { useAuth } from 'src/hooks/use-auth';
import { authClient } from 'src/lib/auth-client';
import { paths } from 'src/routes/paths';
import { z } from 'zod';
import { authErrorMessage } from '../api/auth-error-message';
import { translatedResolver } from 'src/lib/i18n/contract-messages';
import { AuthLinkRow } from '../components/auth-link-row';
import { FormHead, SubmitButton } from '../components/form-parts';
import { StatusIcon } from '../components/status-icon';

const ChangePasswordForm = z
  .object({ currentPassword: z.string().min(1, { error: () => t`Enter your current password` }) })
  .and(UpdatePasswordInput);
type ChangePasswordForm = z.infer<typeof ChangePasswordForm>;

function Done({ signedIn }: { signedIn: boolean }) {
  const { t: tr } = useLingui();
  return (
    <>
      <FormHead
        icon={
          <StatusIcon tone="success">
            <CheckCircleRounded />
          </StatusIcon>
        }
        title={tr`Password updated`}
        description={
          signedIn
            ? tr`Your password was changed and your other sessions were signed out.`
            : tr`You can now sign in with your new password.`
        }
      />
      <Button
        component={RouterLink}
        to={signedIn ? paths.dashboard.root : paths.auth.signIn}
        size="large"
        variant="contained"
        color="inherit"
        fullWidth
      >
        {signedIn ? tr`Go to the dashboard` : tr`Sign in`}
      </Button>
    </>
  );
}

/** With `?token=` from the reset e-mail: sets a new password. */
function ResetWithToken({ token }: { token: string }) {
  const { t: tr } = useLingui();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const methods = useForm<UpdatePasswordInput>({
    resolver: translatedResolver(zodResolver(UpdatePasswordInput)),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const onSubmit = methods.handleSubmit(async ({ password }) => {
    setError(null);
    const { error: failure } = await authClient.resetPassword({ newPassword: password, token });
    if (failure)
      setError(authErrorMessage(failure, tr`This reset link is invalid or has expired.`));
    else setDone(true);
  });
  if (done) return <Done signedIn={false} />;
  return (
    <>
      <FormHead
        icon={
          <StatusIcon>
            <PasswordRounded />
          </StatusIcon>
        }
        title={tr`Choose a new password`}
        description={tr`Use at least 8 characters. You will sign in with it from now on.`}
      />
      <FormProvider {...methods}>
        <Box
          component="form"
          noValidate
          onSubmit={onSubmit}
          sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}
        >
          {error && (
            <Alert
              severity="error"
              action={
                <Button
                  color="inherit"
                  size="small"
                  component={RouterLink}
                  to={paths.auth.resetPassword}
                >
                  <Trans>New link</Trans>
                </Button>
              }
            >
              {error}
            </Alert>
          )}
          <PasswordField
            name="password"
            label={tr`New password`}
            autoComplete="new-password"
            autoFocus
          />
          <ConfirmAndUpdate submitting={methods.formState.isSubmitting} />
        </Box>
      </FormProvider>
      <AuthLinkRow
        text={tr`Remembered it?`}
        linkText={tr`Return to sign in`}
        to={paths.auth.signIn}
      />
    </>
  );
}

/** How both forms end: the new password again, and the button that sets it. */
function ConfirmAndUpdate({ submitting }: { submitting: boolean }) {
  const { t: tr } = useLingui();
  return (
    <>
      <PasswordField
        name="confirmPassword"
        label={tr`Confirm new password`}
        autoComplete="new-password"
      />
      <SubmitButton loading={submitting}>
        <Trans>Update password</Trans>
      </SubmitButton>
    </>
  );
}

/** Signed in, no token: change the password with the current one. */
function ChangePassword() {
  const { t: tr } = useLingui();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const methods = useForm<ChangePasswordForm>({
    resolver: translatedResolver(zodResolver(ChangePasswordForm)),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const onSubmit = methods.handleSubmit(async ({ currentPassword, password }) => {
    setError(null);
    const { error: failure } = await authClient.changePassword({
      currentPassword,
      newPassword: password,
      revokeOtherSessions: true,
    });
    if (failure)
      setError(
        failure.status === 400 || failure.status === 401
          ? tr`The current password is not correct`
          : authErrorMessage(failure),
      );
    else setDone(true);
  });
  if (done) return <Done signedIn />;
  return (
    <>
      <FormHead
        icon={
          <StatusIcon>
            <PasswordRounded />
          </StatusIcon>
        }
        title={tr`Change your password`}
        description={tr`Other devices will be signed out.`}
      />
      <FormProvider {...methods}>
        <Box
          component="form"
          noValidate
          onSubmit={onSubmit}
          sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}
        >
          {error && <Alert severity="error">{error}</Alert>}
          <PasswordField
            name="currentPassword"
            label={tr`Current password`}
            autoComplete="current-password"
            autoFocus
          />
          <PasswordField name="password" label={tr`New password`} autoComplete="new-password" />
          <ConfirmAndUpdate submitting={methods.formState.isSubmitting} />
        </Box>
      </FormProvider>
      <AuthLinkRow
        text={tr`Changed your mind?`}
        linkText={tr`Back to the dashboard`}
        to={paths.dashboard.root}
      />
    </>
  );
}

function InvalidLink() {
  const { t: tr } = useLingui();
  return (
    <>
      <FormHead
        icon={
          <StatusIcon tone="error">
            <LinkOffRounded />
          </StatusIcon>
        }
        title={tr`This link is invalid or has expired`}
        description={tr`Reset links work once and for a limited time. Ask for a new one.`}
      />
      <Button
        component={RouterLink}
        to={paths.auth.resetPassword}
        size="large"
        variant="contained"
        color="inherit"
        fullWidth
      >
        <Trans>Send a new link</Trans>
      </Button>
      <AuthLinkRow
        text={tr`Remembered it?`}
        linkText={tr`Return to sign in`}
        to={paths.auth.signIn}
      />
    </>
  );
}

export function AuthUpdatePasswordView() {
  const [params] = useSearchParams();
  const { authenticated } = useAuth();
  const token = params.get('token');
  if (token && !params.get('error')) return <ResetWithToken token={token} />;
  if (authenticated && !params.get('error')) return <ChangePassword />;
  return <InvalidLink />;
}
