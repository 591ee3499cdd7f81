import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';

const grow = keyframes`
  0% { transform: scaleX(0.05); }
  40% { transform: scaleX(0.5); }
  100% { transform: scaleX(0.92); }
`;

/** Top progress bar while a navigation (lazy route chunk) is loading. */
export function ProgressBar() {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (busy) {
      setVisible(true);
      return undefined;
    }
    const timer = window.setTimeout(() => setVisible(false), 200);
    return () => window.clearTimeout(timer);
  }, [busy]);

  if (!visible) return null;
  return (
    <Box
      data-testid="route-progress"
      aria-hidden="true"
      sx={{
        position: 'fixed',
        top: 0,
        insetInline: 0,
        height: 3,
        zIndex: 9999,
        pointerEvents: 'none',
        bgcolor: 'primary.main',
        transformOrigin: 'left',
        boxShadow: '0 0 8px var(--palette-primary-main)',
        animation: busy ? `${grow} 2.4s ease-out forwards` : 'none',
        transform: busy ? undefined : 'scaleX(1)',
        opacity: busy ? 1 : 0,
        transition: 'opacity 200ms linear, transform 200ms linear',
      }}
    />
  );
}
