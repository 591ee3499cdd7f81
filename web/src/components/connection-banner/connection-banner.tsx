import CloudOffRounded from '@mui/icons-material/CloudOffRounded';
import { useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { useSWRConfig } from 'swr';
import { fetchWithConnection, getConnectionState, subscribeConnection } from 'src/lib/connection';
import { CONNECTION_MESSAGES } from 'src/lib/connection-message';

/** How often the banner asks whether the API is back (docs/decisions/160-first-hour.md). */
export const RECONNECT_INTERVAL_MS = 3000;
const HEALTH_URL = '/api/health';

export function useConnectionState() {
  return useSyncExternalStore(subscribeConnection, getConnectionState, getConnectionState);
}

/**
 * While the API is down or busy: a banner that says so, keeps the page (and what the user typed)
 * as it is, checks again every few seconds and, once it answers, reloads every SWR entry.
 */
export function ConnectionBanner() {
  const { t, i18n } = useLingui();
  const state = useConnectionState();
  const { mutate } = useSWRConfig();
  const wasDown = useRef(false);

  const probe = useCallback(async () => {
    try {
      await fetchWithConnection(HEALTH_URL, { headers: { Accept: 'application/json' } });
    } catch {
      // Still down: the state says so already.
    }
  }, []);

  useEffect(() => {
    if (state === 'ok') {
      if (wasDown.current) {
        wasDown.current = false;
        void mutate(() => true);
      }
      return;
    }
    wasDown.current = true;
    const timer = window.setInterval(() => void probe(), RECONNECT_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [state, probe, mutate]);

  if (state === 'ok') return null;
  return (
    <Alert
      role="status"
      severity="warning"
      variant="filled"
      icon={<CloudOffRounded />}
      action={
        <Button
          color="inherit"
          size="small"
          onClick={() => void probe()}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {t({ id: 'Retry now', message: 'Retry now' })}
        </Button>
      }
      sx={{
        position: 'fixed',
        left: '50%',
        bottom: 24,
        transform: 'translateX(-50%)',
        zIndex: 1400,
        width: 'min(560px, calc(100vw - 32px))',
        boxShadow: 8,
      }}
    >
      {i18n._(CONNECTION_MESSAGES[state])}{' '}
      {t({ id: 'What you typed stays here.', message: 'What you typed stays here.' })}
    </Alert>
  );
}
