import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { LetterTone, Scan } from '@jobfit/contracts';
import { useState } from 'react';
import { useCreateDocument } from '../hooks/use-create-document';
import { CreateError } from './create-error';

export const TONES: readonly { id: LetterTone; name: string; hint: string }[] = [
  { id: 'formal', name: 'Formal', hint: 'Measured and traditional, in full sentences.' },
  { id: 'friendly', name: 'Friendly', hint: 'Warm and personal, speaking to the reader.' },
  { id: 'concise', name: 'Concise', hint: 'Short, plain sentences; your results first.' },
];

type CoverLetterDialogProps = { scan: Scan; open: boolean; onClose: () => void };

/** Drafts a cover letter from the scan's evidence, in the tone the user picks. */
export function CoverLetterDialog({ scan, open, onClose }: CoverLetterDialogProps) {
  const [tone, setTone] = useState<LetterTone>('formal');
  const { create, creating, error } = useCreateDocument();
  return (
    <Dialog
      open={open}
      onClose={creating ? undefined : onClose}
      aria-labelledby="cover-letter-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="cover-letter-title">Write a cover letter</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          A first draft for {scan.title}
          {scan.company ? ` at ${scan.company}` : ''}, built from the requirements your CV proves
          best, each with the line that proves it. It never claims a skill your CV does not show.
        </Typography>
        <Typography id="letter-tone-label" variant="subtitle1" sx={{ mb: 1 }}>
          Tone
        </Typography>
        <RadioGroup
          aria-labelledby="letter-tone-label"
          value={tone}
          onChange={(e) => setTone(e.target.value as LetterTone)}
          sx={{ gap: 1 }}
        >
          {TONES.map((t) => (
            <FormControlLabel
              key={t.id}
              value={t.id}
              control={<Radio />}
              label={
                <span>
                  <Typography component="span" variant="subtitle2" sx={{ display: 'block' }}>
                    {t.name}
                  </Typography>
                  <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
                    {t.hint}
                  </Typography>
                </span>
              }
            />
          ))}
        </RadioGroup>
      </DialogContent>
      {error && <CreateError error={error} />}
      <DialogActions sx={{ px: 3, pb: 3 }}>
        <Button color="inherit" onClick={onClose} disabled={creating}>
          Cancel
        </Button>
        <Button
          variant="contained"
          loading={creating}
          onClick={() => void create({ scanId: scan.id, kind: 'cover_letter', tone })}
        >
          Write cover letter
        </Button>
      </DialogActions>
    </Dialog>
  );
}
