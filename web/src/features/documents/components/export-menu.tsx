import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import FileDownloadRounded from '@mui/icons-material/FileDownloadRounded';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { type DocumentKind, type ExportFormat, PageSize } from '@jobfit/contracts';
import { useState } from 'react';
import { toast } from 'src/components/toaster/toaster';
import { errorMessage } from 'src/lib/api-error';

type Choice = {
  format: ExportFormat;
  pageSize?: PageSize;
  label: MessageDescriptor;
  hint: MessageDescriptor;
};

const choices = (kind: DocumentKind): Choice[] => [
  {
    format: 'pdf',
    pageSize: 'A4',
    label: msg`PDF (A4)`,
    hint: msg`Selectable text, embedded fonts`,
  },
  {
    format: 'pdf',
    pageSize: PageSize.enum.Letter,
    label: msg`PDF (US Letter)`,
    hint: msg`8.5 × 11 in`,
  },
  { format: 'docx', label: msg`Word (DOCX)`, hint: msg`Edit further in Word or Google Docs` },
  { format: 'md', label: msg`Markdown`, hint: msg`Plain text with headings` },
  {
    format: 'json',
    label: kind === 'cv' ? msg`JSON Resume` : msg`JSON`,
    hint: kind === 'cv' ? msg`jsonresume.org format` : msg`The letter as data`,
  },
];

type ExportMenuProps = {
  kind: DocumentKind;
  /** Saves pending edits, then downloads; rejects with a message for the user. */
  onExport: (format: ExportFormat, pageSize?: PageSize) => Promise<void>;
};

/** Download the document: PDF in A4 or Letter, DOCX, Markdown, JSON (Resume). */
export function ExportMenu({ kind, onExport }: ExportMenuProps) {
  const { i18n } = useLingui();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (choice: Choice) => {
    setAnchor(null);
    setBusy(true);
    try {
      await onExport(choice.format, choice.pageSize);
    } catch (err) {
      toast.error(errorMessage(err, t`The export failed.`));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        variant="contained"
        color="inherit"
        startIcon={<FileDownloadRounded />}
        loading={busy}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'export-menu' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <Trans>Export</Trans>
      </Button>
      <Menu
        id="export-menu"
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {choices(kind).map((c) => (
          <MenuItem key={`${c.format}-${c.pageSize ?? ''}`} onClick={() => void run(c)}>
            <ListItemText primary={i18n._(c.label)} secondary={i18n._(c.hint)} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
