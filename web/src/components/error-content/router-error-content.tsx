import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { paths } from 'src/routes/paths';
import { ErrorContent } from './error-content';

// The router's 404 and 500 screens. Their words live here, in the chunk the error screen loads
// with the messages (decision 181), not in the first load.

/** A route that does not exist, met while rendering (a 404 thrown by a loader). */
export function RouterNotFound() {
  const { t } = useLingui();
  return (
    <ErrorContent
      code="404"
      title={t`Page not found`}
      description={t`The page you are looking for does not exist or has moved.`}
    />
  );
}

/** Anything else that stopped a page: reload, or start again from home. */
export function RouterCrash() {
  const { t } = useLingui();
  return (
    <ErrorContent
      code="500"
      title={t`Something went wrong`}
      description={t`An unexpected error stopped this page. Reloading usually helps; your data is safe.`}
      action={
        <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center' }}>
          <Button
            size="large"
            variant="contained"
            color="inherit"
            onClick={() => window.location.reload()}
          >
            <Trans>Reload</Trans>
          </Button>
          <Button
            component={RouterLink}
            to={paths.root}
            size="large"
            variant="outlined"
            color="inherit"
            reloadDocument
          >
            <Trans>Go to home</Trans>
          </Button>
        </Box>
      }
    />
  );
}
