import Box from '@mui/material/Box';
import { lazy, Suspense, useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ConnectionProblem } from 'src/components/connection-banner/connection-problem';
import { ConnectionError, isConnectionError } from 'src/lib/connection';
import { loadBootMessages, loadMessages } from 'src/lib/i18n/activate-locale';

// The 404 and 500 screens load when needed (kept out of the first load); the offline screen
// stays in it, since it shows exactly when nothing more can be downloaded. Its words are in every
// catalog: it asks for one and shows in the chosen language once it is there, in English if it
// cannot be downloaded either (decision 205). The other two bring the messages with them
// (decision 181).
const loadContent = () =>
  Promise.all([import('src/components/error-content/router-error-content'), loadMessages()]).then(
    ([m]) => m,
  );
const RouterNotFound = lazy(() => loadContent().then((m) => ({ default: m.RouterNotFound })));
const RouterCrash = lazy(() => loadContent().then((m) => ({ default: m.RouterCrash })));

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
  const unreachable = isConnectionError(error) || isChunkLoadError(error);
  useEffect(() => {
    if (unreachable) loadBootMessages().catch(() => {});
  }, [unreachable]);
  if (unreachable) {
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
        <RouterNotFound />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={null}>
      <RouterCrash />
    </Suspense>
  );
}
