import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { LogoMark } from 'src/components/logo/logo';

const pulse = keyframes`
  0%, 100% { transform: scale(1); opacity: 1; }
  50% { transform: scale(0.86); opacity: 0.72; }
`;
const spin = keyframes`to { transform: rotate(360deg); }`;

/** Full-screen loader with the animated logo while the session loads. */
export function SplashScreen() {
  const { t } = useLingui();
  return (
    <Box
      role="progressbar"
      // Its id is its English text: it shows before any catalog has loaded (decision 205).
      aria-label={t({ id: 'Loading', message: 'Loading' })}
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: 9998,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'background.default',
      }}
    >
      <Box
        sx={{
          position: 'relative',
          width: 120,
          height: 120,
          display: 'grid',
          placeItems: 'center',
        }}
      >
        <Box sx={{ animation: `${pulse} 1.6s ease-in-out infinite`, display: 'flex' }}>
          <LogoMark size={56} />
        </Box>
        <Box
          sx={{
            position: 'absolute',
            inset: 8,
            borderRadius: '50%',
            border: '3px solid transparent',
            borderTopColor: 'primary.main',
            borderRightColor: 'primary.light',
            opacity: 0.6,
            animation: `${spin} 1.2s linear infinite`,
          }}
        />
      </Box>
    </Box>
  );
}
