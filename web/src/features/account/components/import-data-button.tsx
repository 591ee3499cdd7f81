import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AccountImportResult } from '@jobfit/contracts';
import FileUploadRounded from '@mui/icons-material/FileUploadRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type ChangeEvent, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { ApiError, fieldMessages } from 'src/lib/api-error';
import { importAccount } from '../api/import-account';

/** "Your master CV, 2 jobs, 3 scans, 2 documents and 1 interview or follow-up". */
function describeImport(r: AccountImportResult): string {
  const { jobTargets, scans, documents, jobTargetDates } = r;
  const parts = [
    ...(r.masterCv ? [t`your master CV`] : []),
    plural(jobTargets, { one: '# job', other: '# jobs' }),
    plural(scans, { one: '# scan', other: '# scans' }),
    plural(documents, { one: '# document', other: '# documents' }),
    plural(jobTargetDates, {
      one: '# interview or follow-up',
      other: '# interviews and follow-ups',
    }),
  ];
  const first = parts.slice(0, -1).join(', ');
  const last = parts.at(-1) ?? '';
  return t`${first} and ${last}`;
}

/** The server's message, with the first field it names when the file's shape was refused. */
function describeError(err: unknown): string {
  if (!(err instanceof ApiError)) return t`The import failed. Try again.`;
  const first = fieldMessages(err.details)[0];
  return first ? `${err.message} ${first[0]}: ${first[1]}` : err.message;
}

type Outcome = { ok: true; text: string } | { ok: false; text: string };

/** "Import data": reads a data export (JSON) into this account, which must still be empty. */
export function ImportDataButton() {
  const { t: tr } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    setOutcome(undefined);
    try {
      const result = await importAccount(file);
      const summary = describeImport(result);
      setOutcome({ ok: true, text: t`Imported ${summary}.` });
      // Every list, the dashboard and the CV now have rows they did not have.
      void mutate(() => true);
    } catch (err) {
      setOutcome({ ok: false, text: describeError(err) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }}>
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        hidden
        aria-label={tr`Data export file`}
        onChange={(e) => void onFile(e)}
      />
      <Button
        variant="outlined"
        startIcon={<FileUploadRounded />}
        loading={busy}
        onClick={() => input.current?.click()}
      >
        <Trans>Import data</Trans>
      </Button>
      {outcome && (
        <Alert severity={outcome.ok ? 'success' : 'error'} role="status" sx={{ width: '100%' }}>
          {outcome.text}
        </Alert>
      )}
    </Box>
  );
}
