import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router';
import { ConnectionProblem } from 'src/components/connection-banner/connection-problem';
import { ConnectionError, isConnectionError } from 'src/lib/connection';
import { paths } from 'src/routes/paths';

// The 404 and 500 screens load when needed (out of the first load, issue 19); the offline screen
// stays in it, since it shows exactly when nothing more can be downloaded.
const ErrorContent = lazy(() =>
  import('src/components/error-content/error-content').then((m) => ({ default: m.ErrorContent })),
);

/** A page's code that could not be downloaded: the server is down, not the page broken. */
function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(
      error.message,
    )
  );
}

/** The router-level error screen: any render or loading failure below the root lands here. */
export function RouterErrorScreen() {
  const error = useRouteError();
  console.error(error);
  if (isConnectionError(error) || isChunkLoadError(error)) {
    // Reloading fetches the page's code again; the banner's own check tells when it is back.
    return (
      <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3 }}>
        <Box sx={{ width: 1, maxWidth: 560 }}>
          <ConnectionProblem
            error={isConnectionError(error) ? error : new ConnectionError('offline')}
            onRetry={() => window.location.reload()}
            retryWhenBack
          />
        </Box>
      </Box>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense fallback={null}>
        <ErrorContent
          code="404"
          title="Page not found"
          description="The page you are looking for does not exist or has moved."
        />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={null}>
      <ErrorContent
        code="500"
        title="Something went wrong"
        description="An unexpected error stopped this page. Reloading usually helps; your data is safe."
        action={
          <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center' }}>
            <Button
              size="large"
              variant="contained"
              color="inherit"
              onClick={() => window.location.reload()}
            >
              Reload
            </Button>
            <Button
              component={RouterLink}
              to={paths.root}
              size="large"
              variant="outlined"
              color="inherit"
              reloadDocument
            >
              Go to home
            </Button>
          </Box>
        }
      />
    </Suspense>
  );
}
