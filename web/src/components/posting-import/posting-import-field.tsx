import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import LinkRounded from '@mui/icons-material/LinkRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { ImportedPosting, ImportSource } from '@jobfit/contracts';
import { type KeyboardEvent, useState } from 'react';
import { errorMessage } from 'src/lib/api-error';
import { importPosting } from './import-posting';

// Whole sentences per source, so each language can word "from the page's text" its own way.
const READ_FROM: Record<ImportSource, MessageDescriptor> = {
  greenhouse: msg`Read from Greenhouse. Check the fields below and edit them if needed.`,
  lever: msg`Read from Lever. Check the fields below and edit them if needed.`,
  ashby: msg`Read from Ashby. Check the fields below and edit them if needed.`,
  'json-ld': msg`Read from the page’s job data. Check the fields below and edit them if needed.`,
  page: msg`Read from the page’s text. Check the fields below and edit them if needed.`,
};

type State =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'done'; source: ImportSource }
  | { kind: 'failed'; message: string };

/**
 * "Import from link": reads a posting from its URL through the server and hands the fields to
 * `onImported`, which fills the form for the user to check. A failure shows its reason here and
 * leaves the form as the user typed it.
 */
export function PostingImportField({
  onImported,
}: {
  onImported: (posting: ImportedPosting) => void;
}) {
  const { t, i18n } = useLingui();
  const [url, setUrl] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });

  const run = async () => {
    const link = url.trim();
    if (link === '') {
      setState({ kind: 'failed', message: t`Paste the link to the job posting first.` });
      return;
    }
    setState({ kind: 'loading' });
    try {
      const posting = await importPosting(link);
      onImported(posting);
      setState({ kind: 'done', source: posting.source });
    } catch (err) {
      setState({
        kind: 'failed',
        message: errorMessage(err, t`The posting could not be imported.`),
      });
    }
  };

  // The field sits inside the save/scan form: Enter imports instead of submitting it.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void run();
    }
  };

  const helper =
    state.kind === 'failed'
      ? state.message
      : state.kind === 'done'
        ? i18n._(READ_FROM[state.source])
        : t`Greenhouse, Lever and Ashby links, or any page with the posting on it.`;

  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <TextField
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        onKeyDown={onKeyDown}
        label={t`Import from link`}
        placeholder={t`https://… link to the job posting`}
        type="url"
        fullWidth
        size="small"
        error={state.kind === 'failed'}
        helperText={helper}
        slotProps={{
          inputLabel: { shrink: true },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <LinkRounded fontSize="small" />
              </InputAdornment>
            ),
          },
          formHelperText: { role: state.kind === 'failed' ? 'alert' : undefined } as object,
        }}
      />
      <Button
        variant="outlined"
        color="inherit"
        onClick={() => void run()}
        loading={state.kind === 'loading'}
        sx={{ flexShrink: 0, height: 40 }}
      >
        <Trans>Import</Trans>
      </Button>
    </Box>
  );
}
