import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

/** Each tone with its name, its hint and the two sentences that name it (German declines it). */
export const TONES: readonly {
  id: LetterTone;
  name: MessageDescriptor;
  hint: MessageDescriptor;
  ask: MessageDescriptor;
  done: MessageDescriptor;
}[] = [
  {
    id: 'formal',
    name: msg`Formal`,
    hint: msg`Measured and traditional, in full sentences.`,
    ask: msg`Redraft in a formal tone?`,
    done: msg`Letter redrafted in a formal tone.`,
  },
  {
    id: 'friendly',
    name: msg`Friendly`,
    hint: msg`Warm and personal, speaking to the reader.`,
    ask: msg`Redraft in a friendly tone?`,
    done: msg`Letter redrafted in a friendly tone.`,
  },
  {
    id: 'concise',
    name: msg`Concise`,
    hint: msg`Short, plain sentences; your results first.`,
    ask: msg`Redraft in a concise tone?`,
    done: msg`Letter redrafted in a concise tone.`,
  },
];

type CoverLetterDialogProps = { scan: Scan; open: boolean; onClose: () => void };

/** Drafts a cover letter from the scan's evidence, in the tone the user picks. */
export function CoverLetterDialog({ scan, open, onClose }: CoverLetterDialogProps) {
  const { i18n } = useLingui();
  const [tone, setTone] = useState<LetterTone>('formal');
  const title = scan.title;
  const company = scan.company;
  const { create, creating, error } = useCreateDocument();
  return (
    <Dialog
      open={open}
      onClose={creating ? undefined : onClose}
      aria-labelledby="cover-letter-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="cover-letter-title">
        <Trans>Write a cover letter</Trans>
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {company ? (
            <Trans>
              A first draft for {title} at {company}, built from the requirements your CV proves
              best, each with the line that proves it. It never claims a skill your CV does not
              show.
            </Trans>
          ) : (
            <Trans>
              A first draft for {title}, built from the requirements your CV proves best, each with
              the line that proves it. It never claims a skill your CV does not show.
            </Trans>
          )}
        </Typography>
        <Typography id="letter-tone-label" variant="subtitle1" sx={{ mb: 1 }}>
          <Trans>Tone</Trans>
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
                    {i18n._(t.name)}
                  </Typography>
                  <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
                    {i18n._(t.hint)}
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
          <Trans>Cancel</Trans>
        </Button>
        <Button
          variant="contained"
          loading={creating}
          onClick={() => void create({ scanId: scan.id, kind: 'cover_letter', tone })}
        >
          <Trans>Write cover letter</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
}
