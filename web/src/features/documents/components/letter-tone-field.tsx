import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { CoverLetter, LetterTone } from '@jobfit/contracts';
import { useId, useState } from 'react';
import { toast } from 'src/components/toaster/toaster';
import { errorMessage } from 'src/lib/api-error';
import { redraftLetter } from '../api/redraft-letter';
import { TONES } from './cover-letter-dialog';

type LetterToneFieldProps = {
  documentId: string;
  tone: LetterTone;
  /** Takes the new draft; the editor keeps the user's signature and saves it like any edit. */
  onRedraft: (letter: CoverLetter) => void;
};

/**
 * The letter's tone. Choosing another asks first, then drafts the letter again in that tone from
 * the master CV and the scan: the user's edits to the text are replaced (decision 100).
 */
export function LetterToneField({ documentId, tone, onRedraft }: LetterToneFieldProps) {
  const titleId = useId();
  const [asked, setAsked] = useState<LetterTone | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { t: tr, i18n } = useLingui();
  const toneOf = (id: LetterTone) => TONES.find((x) => x.id === id);

  const hint = toneOf(tone)?.hint;
  const askedTone = asked && toneOf(asked);

  const close = () => {
    if (busy) return;
    setAsked(null);
    setError(null);
  };
  const redraft = async (next: LetterTone) => {
    setBusy(true);
    setError(null);
    try {
      onRedraft(await redraftLetter(documentId, next));
      setAsked(null);
      const done = toneOf(next)?.done;
      if (done) toast.success(i18n._(done));
    } catch (err) {
      setError(errorMessage(err, t`The letter could not be redrafted.`));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <TextField
        select
        size="small"
        label={tr`Tone`}
        value={tone}
        onChange={(e) => {
          const next = e.target.value as LetterTone;
          if (next !== tone) setAsked(next);
        }}
        helperText={hint && i18n._(hint)}
        sx={{ maxWidth: 360 }}
      >
        {TONES.map((x) => (
          <MenuItem key={x.id} value={x.id}>
            {i18n._(x.name)}
          </MenuItem>
        ))}
      </TextField>
      <Dialog
        open={asked !== null}
        onClose={close}
        aria-labelledby={titleId}
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id={titleId}>{askedTone && i18n._(askedTone.ask)}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            <Trans>
              The greeting, paragraphs and closing are written again from your master CV and this
              job, and replace what is in the editor now, your edits included. Your signature stays.
            </Trans>
          </DialogContentText>
          {error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 3 }}>
          <Button color="inherit" onClick={close} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button variant="contained" loading={busy} onClick={() => asked && void redraft(asked)}>
            <Trans>Redraft letter</Trans>
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
