import FileDownloadRounded from '@mui/icons-material/FileDownloadRounded';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { DocumentKind, ExportFormat, PageSize } from '@jobfit/contracts';
import { useState } from 'react';
import { toast } from 'src/components/toaster/toaster';
import { errorMessage } from 'src/lib/api-error';

type Choice = { format: ExportFormat; pageSize?: PageSize; label: string; hint: string };

const choices = (kind: DocumentKind): Choice[] => [
  { format: 'pdf', pageSize: 'A4', label: 'PDF (A4)', hint: 'Selectable text, embedded fonts' },
  { format: 'pdf', pageSize: 'Letter', label: 'PDF (US Letter)', hint: '8.5 × 11 in' },
  { format: 'docx', label: 'Word (DOCX)', hint: 'Edit further in Word or Google Docs' },
  { format: 'md', label: 'Markdown', hint: 'Plain text with headings' },
  {
    format: 'json',
    label: kind === 'cv' ? 'JSON Resume' : 'JSON',
    hint: kind === 'cv' ? 'jsonresume.org format' : 'The letter as data',
  },
];

type ExportMenuProps = {
  kind: DocumentKind;
  /** Saves pending edits, then downloads; rejects with a message for the user. */
  onExport: (format: ExportFormat, pageSize?: PageSize) => Promise<void>;
};

/** Download the document: PDF in A4 or Letter, DOCX, Markdown, JSON (Resume). */
export function ExportMenu({ kind, onExport }: ExportMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (choice: Choice) => {
    setAnchor(null);
    setBusy(true);
    try {
      await onExport(choice.format, choice.pageSize);
    } catch (err) {
      toast.error(errorMessage(err, 'The export failed.'));
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
        Export
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
          <MenuItem key={c.label} onClick={() => void run(c)}>
            <ListItemText primary={c.label} secondary={c.hint} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
