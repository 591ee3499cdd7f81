import { useLingui } from '@lingui/react/macro';
import FullscreenExitRounded from '@mui/icons-material/FullscreenExitRounded';
import FullscreenRounded from '@mui/icons-material/FullscreenRounded';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useEffect, useState } from 'react';

/** The settings drawer's Fullscreen / Exit toggle. */
export function FullscreenButton() {
  const { t } = useLingui();
  const [fullscreen, setFullscreen] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    const sync = () => setFullscreen(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  const toggle = () => {
    const action = document.fullscreenElement
      ? document.exitFullscreen()
      : document.documentElement.requestFullscreen();
    action.catch((error: unknown) => console.error('Fullscreen is not available.', error));
  };
  const label = fullscreen ? t`Exit` : t`Fullscreen`;
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} aria-pressed={fullscreen} onClick={toggle}>
        {fullscreen ? <FullscreenExitRounded /> : <FullscreenRounded />}
      </IconButton>
    </Tooltip>
  );
}
