import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import CloudUploadRounded from '@mui/icons-material/CloudUploadRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Tooltip from '@mui/material/Tooltip';
import type { SaveStatus as Status } from '../hooks/use-document-autosave';

const LABELS: Record<Status, MessageDescriptor> = {
  saved: msg`All changes saved`,
  pending: msg`Unsaved changes`,
  saving: msg`Saving…`,
  error: msg`Not saved`,
  conflict: msg`Changed elsewhere`,
};

type SaveStatusProps = { status: Status; error: string | null; onRetry: () => void };

/** Where the autosave stands, always visible next to the export menu. */
export function SaveStatus({ status, error, onRetry }: SaveStatusProps) {
  const { t, i18n } = useLingui();
  const reason = error ?? '';
  const icon =
    status === 'saved' ? (
      <CheckCircleRounded fontSize="small" sx={{ color: 'success.main' }} />
    ) : status === 'saving' ? (
      <CircularProgress size={16} aria-hidden />
    ) : status === 'pending' ? (
      <EditRounded fontSize="small" sx={{ color: 'text.disabled' }} />
    ) : status === 'error' ? (
      <ErrorOutlineRounded fontSize="small" sx={{ color: 'error.main' }} />
    ) : (
      <CloudUploadRounded fontSize="small" sx={{ color: 'warning.main' }} />
    );
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Tooltip title={status === 'error' ? t`${reason} Your edits are kept on this device.` : ''}>
        <Box
          role="status"
          aria-live="polite"
          data-testid="save-status"
          data-status={status}
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.75,
            typography: 'body2',
            color: status === 'error' ? 'error.main' : 'text.secondary',
            whiteSpace: 'nowrap',
          }}
        >
          {icon}
          {i18n._(LABELS[status])}
        </Box>
      </Tooltip>
      {status === 'error' && (
        <Button size="small" color="inherit" onClick={onRetry}>
          <Trans>Retry</Trans>
        </Button>
      )}
    </Box>
  );
}
