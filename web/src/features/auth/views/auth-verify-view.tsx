import { Trans, useLingui } from '@lingui/react/macro';
import MarkEmailReadRounded from '@mui/icons-material/MarkEmailReadRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useAuth } from 'src/hooks/use-auth';
import { InputField } from 'src/components/form/input-field';
import { authClient } from 'src/lib/auth-client';
import { paths } from 'src/routes/paths';
import { authErrorMessage } from '../api/auth-error-message';
import { AuthLinkRow } from '../components/auth-link-row';
import { FormHead } from '../components/form-parts';
import { StatusIcon } from '../components/status-icon';
import { useReturnTo, withReturnTo } from '../hooks/use-return-to';

/** With `?token=`: verifies, which signs the user in, then goes on. */
function VerifyToken({ token }: { token: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { returnTo, raw } = useReturnTo();
  const { refetch } = useAuth();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      const { error: failure } = await authClient.verifyEmail({ query: { token } });
      if (failure) {
        setError(authErrorMessage(failure, t`This verification link is invalid or has expired.`));
        return;
      }
      await refetch().catch(() => undefined);
      navigate(returnTo, { replace: true });
    })();
  }, [token, navigate, returnTo, refetch, t]);

  if (error) {
    return (
      <>
        <FormHead
          icon={
            <StatusIcon tone="error">
              <ErrorOutlineRounded />
            </StatusIcon>
          }
          title={t`We could not verify your email`}
          description={error}
        />
        <Button
          component={RouterLink}
          to={withReturnTo(paths.auth.verify, raw)}
          size="large"
          variant="contained"
          color="inherit"
          fullWidth
        >
          <Trans>Send a new link</Trans>
        </Button>
        <AuthLinkRow
          text={t`Verified already?`}
          linkText={t`Sign in`}
          to={withReturnTo(paths.auth.signIn, raw)}
        />
      </>
    );
  }
  return (
    <Box
      role="status"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 3, py: 4 }}
    >
      <CircularProgress />
      <FormHead title={t`Verifying your email…`} description={t`One moment, then you are in.`} />
    </Box>
  );
}

/** Without a token: "check your inbox", with a resend button. */
function CheckInbox() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const { raw } = useReturnTo();
  const sentTo = params.get('email');
  const [email, setEmail] = useState(sentTo ?? '');
  const [state, setState] = useState<
    { kind: 'idle' | 'sending' | 'sent' } | { kind: 'error'; message: string }
  >({ kind: 'idle' });

  const resend = async () => {
    if (!/^\S+@\S+\.\S+$/.test(email)) {
      setState({ kind: 'error', message: t`Enter a valid e-mail address` });
      return;
    }
    setState({ kind: 'sending' });
    const { error } = await authClient.sendVerificationEmail({
      email,
      callbackURL: paths.dashboard.root,
    });
    setState(
      error
        ? {
            kind: 'error',
            message: authErrorMessage(error, t`Could not send the email, try again`),
          }
        : { kind: 'sent' },
    );
  };

  return (
    <>
      <FormHead
        icon={
          <StatusIcon>
            <MarkEmailReadRounded />
          </StatusIcon>
        }
        title={t`Check your inbox`}
        description={
          sentTo ? (
            <Trans>
              We sent a verification link to <strong>{sentTo}</strong>. Open it to activate your
              account.
            </Trans>
          ) : (
            t`We sent you a verification link. Open it to activate your account.`
          )
        }
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {state.kind === 'sent' && (
          <Alert severity="success">
            <Trans>If the address needs verifying, a new link is on its way.</Trans>
          </Alert>
        )}
        {state.kind === 'error' && <Alert severity="error">{state.message}</Alert>}
        {!params.get('email') && (
          <InputField
            label={t`Email address`}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        )}
        <Button
          size="large"
          variant="contained"
          color="inherit"
          fullWidth
          onClick={resend}
          loading={state.kind === 'sending'}
        >
          <Trans>Resend verification email</Trans>
        </Button>
      </Box>
      <AuthLinkRow
        text={t`Verified already?`}
        linkText={t`Sign in`}
        to={withReturnTo(paths.auth.signIn, raw)}
      />
    </>
  );
}

export function AuthVerifyView() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <VerifyToken token={token} /> : <CheckInbox />;
}
