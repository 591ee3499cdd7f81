import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

type ConflictDialogProps = {
  open: boolean;
  onReload: () => void;
  onOverwrite: () => void;
  onClose: () => void;
};

/** 409 on save: the CV changed elsewhere. Reload (drop local edits) or overwrite it. */
export function ConflictDialog({ open, onReload, onOverwrite, onClose }: ConflictDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="cv-conflict-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="cv-conflict-title">Your CV changed elsewhere</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Your master CV was saved from another tab or device after you opened it. Reload it to see
          that version (your edits here are dropped), or overwrite it with your edits.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3 }}>
        <Button color="inherit" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="outlined" color="inherit" onClick={onReload}>
          Reload
        </Button>
        <Button variant="contained" color="error" onClick={onOverwrite}>
          Overwrite
        </Button>
      </DialogActions>
    </Dialog>
  );
}
