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
  const name = (id: LetterTone) => TONES.find((t) => t.id === id)?.name ?? id;

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
      toast.success(`Letter redrafted in a ${name(next).toLowerCase()} tone.`);
    } catch (err) {
      setError(errorMessage(err, 'The letter could not be redrafted.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <TextField
        select
        size="small"
        label="Tone"
        value={tone}
        onChange={(e) => {
          const next = e.target.value as LetterTone;
          if (next !== tone) setAsked(next);
        }}
        helperText={TONES.find((t) => t.id === tone)?.hint}
        sx={{ maxWidth: 360 }}
      >
        {TONES.map((t) => (
          <MenuItem key={t.id} value={t.id}>
            {t.name}
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
        <DialogTitle id={titleId}>
          Redraft in a {asked ? name(asked).toLowerCase() : ''} tone?
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            The greeting, paragraphs and closing are written again from your master CV and this job,
            and replace what is in the editor now, your edits included. Your signature stays.
          </DialogContentText>
          {error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 3 }}>
          <Button color="inherit" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button variant="contained" loading={busy} onClick={() => asked && void redraft(asked)}>
            Redraft letter
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
