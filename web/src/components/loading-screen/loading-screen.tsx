import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';

/** The in-page loading fallback of lazy routes. */
export function LoadingScreen() {
  const { t } = useLingui();
  return (
    <Box
      role="status"
      // Its id is its English text: it may show before any catalog has loaded (decision 205).
      aria-label={t({ id: 'Loading page', message: 'Loading page' })}
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
