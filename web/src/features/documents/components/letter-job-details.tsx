import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { CoverLetter, LetterTone } from '@jobfit/contracts';
import { useState } from 'react';
import { toast } from 'src/components/toaster/toaster';
import { errorMessage } from 'src/lib/api-error';
import { redraftLetter } from '../api/redraft-letter';
import { updateLetterJob } from '../api/update-letter-job';

type LetterJobDetailsProps = {
  documentId: string;
  jobTargetId: string;
  tone: LetterTone;
  /** What the letter names now; an empty one is asked for. */
  title?: string | undefined;
  company?: string | undefined;
  /** Takes the letter drafted again with the details. */
  onRedraft: (letter: CoverLetter) => void;
};

/**
 * Asks for the job title or employer a letter could not name (the posting did not say), instead
 * of a placeholder in the letter: saved to the job in the tracker, then the letter is drafted
 * again in its tone with them (decision 150).
 */
export function LetterJobDetails({
  documentId,
  jobTargetId,
  tone,
  title,
  company,
  onRedraft,
}: LetterJobDetailsProps) {
  const [jobTitle, setJobTitle] = useState(title ?? '');
  const [employer, setEmployer] = useState(company ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { t: tr } = useLingui();
  const question =
    !title && !company
      ? tr`Which job title and employer is this letter for?`
      : !title
        ? tr`Which job title is this letter for?`
        : tr`Which employer is this letter for?`;
  const ready = jobTitle.trim() !== '' && employer.trim() !== '';

  const apply = async () => {
    setBusy(true);
    setError(null);
    try {
      await updateLetterJob(jobTargetId, { title: jobTitle.trim(), company: employer.trim() });
      onRedraft(await redraftLetter(documentId, tone));
      toast.success(t`The letter now names the job and the employer.`);
    } catch (err) {
      setError(errorMessage(err, t`The letter could not be updated.`));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Alert severity="info" role="region" aria-label={tr`Job details for the letter`}>
      <AlertTitle>{question}</AlertTitle>
      <Trans>
        The posting did not say, so the letter leaves it out. Add it and the letter is written again
        with it; edits to its text are replaced.
      </Trans>
      <Box sx={{ display: 'grid', gap: 1.5, mt: 1.5, gridTemplateColumns: { sm: '1fr 1fr auto' } }}>
        <TextField
          label={tr`Job title`}
          size="small"
          value={jobTitle}
          onChange={(e) => setJobTitle(e.target.value)}
        />
        <TextField
          label={tr`Employer`}
          size="small"
          value={employer}
          onChange={(e) => setEmployer(e.target.value)}
        />
        <Button variant="contained" disabled={!ready} loading={busy} onClick={() => void apply()}>
          <Trans>Add to letter</Trans>
        </Button>
      </Box>
      {error && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {error}
        </Alert>
      )}
    </Alert>
  );
}
