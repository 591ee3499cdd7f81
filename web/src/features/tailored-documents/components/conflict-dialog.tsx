import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';

type ConflictDialogProps = {
  open: boolean;
  onReload: () => Promise<unknown>;
  onOverwrite: () => Promise<unknown>;
};

/** 409 on autosave: the document changed in another window. Reload it or overwrite it. */
export function ConflictDialog({ open, onReload, onOverwrite }: ConflictDialogProps) {
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
    <Dialog open={open} aria-labelledby="document-conflict-title" maxWidth="xs" fullWidth>
      <DialogTitle id="document-conflict-title">This document changed elsewhere</DialogTitle>
      <DialogContent>
        <DialogContentText>
          It was saved from another tab or device after you opened it, so your latest edits were not
          saved. Reload to see that version (your edits here are dropped), or overwrite it with your
          edits.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3 }}>
        <Button
          variant="outlined"
          color="inherit"
          loading={busy === 'reload'}
          disabled={busy !== null}
          onClick={() => void run('reload')}
        >
          Reload
        </Button>
        <Button
          variant="contained"
          color="error"
          loading={busy === 'overwrite'}
          disabled={busy !== null}
          onClick={() => void run('overwrite')}
        >
          Overwrite
        </Button>
      </DialogActions>
    </Dialog>
  );
}
