import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import VerifiedRounded from '@mui/icons-material/VerifiedRounded';
import Button from '@mui/material/Button';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useAuth } from 'src/hooks/use-auth';
import { paths } from 'src/routes/paths';
import { FormHead } from '../components/form-parts';
import { StatusIcon } from '../components/status-icon';

const REASONS: Record<string, MessageDescriptor> = {
  invalid_token: msg`The verification link is invalid. It may have been copied incompletely.`,
  token_expired: msg`The verification link has expired. Ask for a new one.`,
  user_not_found: msg`We could not find the account for this link.`,
  unauthorized: msg`You need to sign in to finish this step.`,
};

/** Landing page of verification redirects: success, or the `?error=` reason, with a link on. */
export function AuthEmailVerifyView() {
  const { t, i18n } = useLingui();
  const [params] = useSearchParams();
  const { authenticated } = useAuth();
  const error = params.get('error');

  if (error) {
    const known = REASONS[error.toLowerCase()];
    const code = error.replaceAll('_', ' ').toLowerCase();
    const reason = known ? i18n._(known) : t`Verification failed (${code}).`;
    return (
      <>
        <FormHead
          icon={
            <StatusIcon tone="error">
              <ErrorOutlineRounded />
            </StatusIcon>
          }
          title={t`We could not verify your email`}
          description={reason}
        />
        <Button
          component={RouterLink}
          to={paths.auth.verify}
          size="large"
          variant="contained"
          color="inherit"
          fullWidth
        >
          <Trans>Send a new link</Trans>
        </Button>
      </>
    );
  }
  return (
    <>
      <FormHead
        icon={
          <StatusIcon tone="success">
            <VerifiedRounded />
          </StatusIcon>
        }
        title={t`Your email is verified`}
        description={t`Thanks for confirming your address. Your account is ready.`}
      />
      <Button
        component={RouterLink}
        to={authenticated ? paths.dashboard.root : paths.auth.signIn}
        size="large"
        variant="contained"
        color="inherit"
        fullWidth
      >
        {authenticated ? t`Continue to the dashboard` : t`Sign in`}
      </Button>
    </>
  );
}
