import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import AutoFixHighRounded from '@mui/icons-material/AutoFixHighRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { RephraseResult } from '@jobfit/contracts';
import { useState } from 'react';
import { errorMessage } from 'src/lib/api-error';
import { rephraseText } from '../api/rephrase-text';

type RephraseButtonProps = {
  documentId: string;
  text: string;
  kind: 'bullet' | 'letter';
  onAccept: (suggestion: string) => void;
};

/**
 * Asks the optional LLM for a rephrasing and offers it to accept or discard. The server has
 * already withheld any suggestion naming a skill the CV does not show.
 */
export function RephraseButton({ documentId, text, kind, onAccept }: RephraseButtonProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [loading, setLoading] = useState(false);
  const [result, setResult] = useState<RephraseResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { t: tr } = useLingui();
  const label = kind === 'bullet' ? tr`Rephrase this bullet` : tr`Rephrase this paragraph`;
  const withheld = result?.withheld.join(', ');

  const ask = async (target: HTMLElement) => {
    setAnchor(target);
    setLoading(true);
    setError(null);
    setResult(null);
    try {
      setResult(await rephraseText(documentId, { text, kind }));
    } catch (err) {
      setError(errorMessage(err, t`No suggestion this time.`));
    } finally {
      setLoading(false);
    }
  };
  const close = () => setAnchor(null);

  return (
    <>
      <Tooltip title={label}>
        <span>
          <IconButton
            size="small"
            aria-label={label}
            disabled={!text.trim() || loading}
            onClick={(e) => void ask(e.currentTarget)}
          >
            <AutoFixHighRounded fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { p: 2, width: 420, maxWidth: 'calc(100vw - 32px)' } } }}
      >
        <Typography variant="subtitle2" sx={{ mb: 1 }}>
          <Trans>Suggested wording</Trans>
        </Typography>
        {loading && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            <Trans>Asking for a suggestion…</Trans>
          </Typography>
        )}
        {error && <Alert severity="error">{error}</Alert>}
        {result?.suggestion === null && (
          <Alert severity="info">
            <Trans>
              The suggestion named skills your CV does not show ({withheld}), so it was not offered.
            </Trans>
          </Alert>
        )}
        {result?.suggestion && (
          <>
            <Typography
              variant="body2"
              data-testid="rephrase-suggestion"
              sx={{ whiteSpace: 'pre-wrap', p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}
            >
              {result.suggestion}
            </Typography>
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 1.5 }}>
              <Button color="inherit" onClick={close}>
                <Trans>Discard</Trans>
              </Button>
              <Button
                variant="contained"
                onClick={() => {
                  if (result.suggestion) onAccept(result.suggestion);
                  close();
                }}
              >
                <Trans>Accept</Trans>
              </Button>
            </Box>
          </>
        )}
      </Popover>
    </>
  );
}
