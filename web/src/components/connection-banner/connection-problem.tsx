import CloudOffRounded from '@mui/icons-material/CloudOffRounded';
import { useLingui } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { EmptyContent } from 'src/components/empty-content/empty-content';
import type { ConnectionError } from 'src/lib/connection';
import { CONNECTION_MESSAGES } from 'src/lib/connection-message';

const HEALTH_URL = '/api/health';
const RETRY_WHEN_BACK_MS = 3000;

/**
 * In place of a page that could not even check the session (API down, or 429): what happened and
 * a Retry, instead of a blank screen; SWR keeps retrying and the page appears by itself.
 */
export function ConnectionProblem({
  error,
  onRetry,
  retryWhenBack = false,
}: {
  error: ConnectionError;
  onRetry: () => void;
  /** Where nothing else is watching (the router's error screen): retry once the API answers. */
  retryWhenBack?: boolean;
}) {
  const { t, i18n } = useLingui();
  useEffect(() => {
    if (!retryWhenBack) return;
    const timer = window.setInterval(() => {
      fetch(HEALTH_URL)
        .then((res) => {
          if (res.ok) onRetry();
        })
        .catch(() => {});
    }, RETRY_WHEN_BACK_MS);
    return () => window.clearInterval(timer);
  }, [retryWhenBack, onRetry]);
  return (
    <EmptyContent
      icon={<CloudOffRounded />}
      // Ids are the English text: the router's offline screen may show before any catalog has
      // loaded (decision 205).
      title={
        error.kind === 'busy'
          ? t({ id: 'Jobfit is busy', message: 'Jobfit is busy' })
          : t({ id: 'Jobfit cannot be reached', message: 'Jobfit cannot be reached' })
      }
      description={i18n._(CONNECTION_MESSAGES[error.kind])}
      action={
        <Button variant="contained" color="inherit" onClick={onRetry}>
          {t({ id: 'Retry now', message: 'Retry now' })}
        </Button>
      }
    />
  );
}
