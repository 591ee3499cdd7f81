import { Trans } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type ReactNode, useId, useState } from 'react';

type ConflictDialogProps = {
  open: boolean;
  /** What changed: "Your CV changed elsewhere". */
  title: string;
  /** What each choice keeps and drops. */
  children: ReactNode;
  /** Drop the local edits and take the stored version. */
  onReload: () => unknown;
  /** Save the local edits over the stored version. */
  onOverwrite: () => unknown;
  /** With it, the dialog has Cancel and closes on Escape; without, a choice must be made. */
  onClose?: () => void;
};

/**
 * A 409 on save: the thing changed in another tab or device since it was opened. Reload (drop the
 * edits here) or Overwrite; while a returned promise runs, its button shows progress and both wait.
 *
 * @example <ConflictDialog open title="Your CV changed elsewhere" onReload={reload} onOverwrite={overwrite}>…</ConflictDialog>
 */
export function ConflictDialog({
  open,
  title,
  children,
  onReload,
  onOverwrite,
  onClose,
}: ConflictDialogProps) {
  const titleId = useId();
  const [busy, setBusy] = useState<'reload' | 'overwrite' | null>(null);
  const run = async (which: 'reload' | 'overwrite') => {
    setBusy(which);
    try {
      await (which === 'reload' ? onReload() : onOverwrite());
    } finally {
      setBusy(null);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{children}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3 }}>
        {onClose && (
          <Button color="inherit" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
        )}
        <Button
          variant="outlined"
          color="inherit"
          loading={busy === 'reload'}
          disabled={busy !== null}
          onClick={() => void run('reload')}
        >
          <Trans>Reload</Trans>
        </Button>
        <Button
          variant="contained"
          color="error"
          loading={busy === 'overwrite'}
          disabled={busy !== null}
          onClick={() => void run('overwrite')}
        >
          <Trans>Overwrite</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
}
