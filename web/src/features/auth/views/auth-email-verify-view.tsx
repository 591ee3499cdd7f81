import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import VerifiedRounded from '@mui/icons-material/VerifiedRounded';
import Button from '@mui/material/Button';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useAuth } from 'src/hooks/use-auth';
import { paths } from 'src/routes/paths';
import { FormHead } from '../components/form-head';
import { StatusIcon } from '../components/status-icon';

const REASONS: Record<string, string> = {
  invalid_token: 'The verification link is invalid. It may have been copied incompletely.',
  token_expired: 'The verification link has expired. Ask for a new one.',
  user_not_found: 'We could not find the account for this link.',
  unauthorized: 'You need to sign in to finish this step.',
};

/** Landing page of verification redirects: success, or the `?error=` reason, with a link on. */
export function AuthEmailVerifyView() {
  const [params] = useSearchParams();
  const { authenticated } = useAuth();
  const error = params.get('error');

  if (error) {
    const reason =
      REASONS[error.toLowerCase()] ??
      `Verification failed (${error.replaceAll('_', ' ').toLowerCase()}).`;
    return (
      <>
        <FormHead
          icon={
            <StatusIcon tone="error">
              <ErrorOutlineRounded />
            </StatusIcon>
          }
          title="We could not verify your email"
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
          Send a new link
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
        title="Your email is verified"
        description="Thanks for confirming your address. Your account is ready."
      />
      <Button
        component={RouterLink}
        to={authenticated ? paths.dashboard.root : paths.auth.signIn}
        size="large"
        variant="contained"
        color="inherit"
        fullWidth
      >
        {authenticated ? 'Continue to the dashboard' : 'Sign in'}
      </Button>
    </>
  );
}
