import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router';
import { ErrorContent } from 'src/components/error-content/error-content';
import { paths } from 'src/routes/paths';

/** The router-level error screen: any render or loading failure below the root lands here. */
export function RouterErrorScreen() {
  const error = useRouteError();
  console.error(error);
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <ErrorContent
        code="404"
        title="Page not found"
        description="The page you are looking for does not exist or has moved."
      />
    );
  }
  return (
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
  );
}
