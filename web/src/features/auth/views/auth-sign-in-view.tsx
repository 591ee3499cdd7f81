import type { SignInInput } from '@jobfit/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { lazy, Suspense, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { Field } from 'src/components/form/field';
import { PasswordField } from 'src/components/form/password-field';
import { useSessionStatus } from 'src/hooks/use-session-status';
import { lazyResolver } from 'src/lib/lazy-resolver';
import { paths } from 'src/routes/paths';
import { EMAIL_NOT_VERIFIED_CODE, signInErrorMessage } from '../api/auth-error-message';
import { AuthLinkRow } from '../components/auth-link-row';
import { FormHead, SubmitButton } from '../components/form-parts';
import { PasskeySignInButton } from '../components/passkey-sign-in-button';
import { useReturnTo, withReturnTo } from '../hooks/use-return-to';

// Loaded when the form is used, not with the page: it is not needed to show it (decision 090).
const loadActions = () => import('../api/sign-in-actions');
const signInResolver = lazyResolver<SignInInput>(() =>
  import('../api/translated-resolver').then((m) => m.signInResolver()),
);

// Shown only after a failed attempt, so not part of the page's first load.
const Alert = lazy(() => import('@mui/material/Alert'));

type ServerError = { message: string; unverified: boolean };

// The second step is shown only to accounts with two-factor sign-in on (decision 180).
const TwoFactorStep = lazy(() => loadActions().then((m) => m.loadTwoFactorStep()));

export function AuthSignInView() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { returnTo, raw } = useReturnTo();
  const { refetch } = useSessionStatus();
  const [serverError, setServerError] = useState<ServerError | null>(null);
  const [resent, setResent] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const [secondStep, setSecondStep] = useState(false);
  const methods = useForm<SignInInput>({
    resolver: signInResolver.resolver,
    defaultValues: { email: '', password: '' },
  });
  const { handleSubmit, formState, getValues } = methods;

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    setResent('idle');
    const { authClient } = await loadActions();
    const { data, error } = await authClient.signIn.email({
      email: values.email,
      password: values.password,
    });
    if (data && 'twoFactorRedirect' in data && data.twoFactorRedirect) {
      setSecondStep(true);
      return;
    }
    if (error) {
      setServerError({
        message: signInErrorMessage(error),
        unverified: error.code === EMAIL_NOT_VERIFIED_CODE || error.status === 403,
      });
      return;
    }
    await signedIn();
  });

  async function signedIn() {
    await refetch();
    navigate(returnTo, { replace: true });
  }

  const resend = async () => {
    setResent('sending');
    const { authClient } = await loadActions();
    const { error } = await authClient.sendVerificationEmail({
      email: getValues('email'),
      callbackURL: paths.dashboard.root,
    });
    setResent(error ? 'failed' : 'sent');
  };

  if (secondStep) {
    return (
      <Suspense fallback={null}>
        <TwoFactorStep
          onSignedIn={signedIn}
          onRestart={(message) => {
            setSecondStep(false);
            setServerError(message ? { message, unverified: false } : null);
          }}
        />
      </Suspense>
    );
  }

  return (
    <>
      <FormHead
        title={t`Sign in to Jobfit`}
        description={
          <Trans>
            Don&apos;t have an account?{' '}
            <Link
              component={RouterLink}
              to={withReturnTo(paths.auth.signUp, raw)}
              variant="subtitle2"
            >
              Get started
            </Link>
          </Trans>
        }
      />
      <FormProvider {...methods}>
        <Box
          component="form"
          noValidate
          onSubmit={onSubmit}
          onFocus={signInResolver.preload}
          sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}
        >
          {serverError && (
            <Suspense>
              <Alert
                severity={serverError.unverified ? 'warning' : 'error'}
                action={
                  serverError.unverified && resent !== 'sent' ? (
                    <Button
                      color="inherit"
                      size="small"
                      onClick={resend}
                      disabled={resent === 'sending'}
                    >
                      <Trans>Resend email</Trans>
                    </Button>
                  ) : undefined
                }
              >
                {resent === 'sent'
                  ? t`We sent a new verification link. Check your inbox.`
                  : resent === 'failed'
                    ? t`Could not send the email. Try again in a minute.`
                    : serverError.message}
              </Alert>
            </Suspense>
          )}
          <Field
            name="email"
            label={t`Email address`}
            type="email"
            autoComplete="email"
            autoFocus
          />
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
            <PasswordField name="password" label={t`Password`} autoComplete="current-password" />
            <Link
              component={RouterLink}
              to={paths.auth.resetPassword}
              variant="body2"
              color="inherit"
              sx={{ alignSelf: 'flex-end' }}
            >
              <Trans>Forgot password?</Trans>
            </Link>
          </Box>
          <SubmitButton loading={formState.isSubmitting}>
            <Trans>Sign in</Trans>
          </SubmitButton>
        </Box>
      </FormProvider>
      <PasskeySignInButton
        signIn={() => loadActions().then((m) => m.signInWithPasskey())}
        onSignedIn={signedIn}
        onError={(message) => setServerError({ message, unverified: false })}
      />
      <AuthLinkRow
        text={t`New to Jobfit?`}
        linkText={t`Create an account`}
        to={withReturnTo(paths.auth.signUp, raw)}
      />
    </>
  );
}
