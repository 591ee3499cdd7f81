import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';

/** The in-page loading fallback of lazy routes. */
export function LoadingScreen() {
  return (
    <Box
      role="status"
      aria-label="Loading page"
      sx={{
        flexGrow: 1,
        minHeight: 240,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        px: 5,
      }}
    >
      <LinearProgress color="inherit" sx={{ width: 1, maxWidth: 360 }} />
    </Box>
  );
}
