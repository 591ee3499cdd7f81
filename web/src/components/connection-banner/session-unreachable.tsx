import Box from '@mui/material/Box';
import type { ConnectionError } from 'src/lib/connection';
import { ConnectionProblem } from './connection-problem';

/** The whole screen while the session cannot be checked; it gives way by itself on recovery. */
export function SessionUnreachable({
  error,
  onRetry,
}: {
  error: ConnectionError;
  onRetry: () => void;
}) {
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: { xs: 2, md: 5 } }}
    >
      <Box sx={{ width: 1, maxWidth: 560 }}>
        <ConnectionProblem error={error} onRetry={onRetry} />
      </Box>
    </Box>
  );
}
