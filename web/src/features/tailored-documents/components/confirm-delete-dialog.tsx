import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

type ConfirmDeleteDialogProps = {
  title: string | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** Asks before a tailored document is deleted; `title` null means closed. */
export function ConfirmDeleteDialog({
  title,
  deleting,
  onCancel,
  onConfirm,
}: ConfirmDeleteDialogProps) {
  return (
    <Dialog
      open={title !== null}
      onClose={onCancel}
      aria-labelledby="delete-document-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="delete-document-title">Delete this document?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          “{title}” is removed for good. Your master CV and the scan stay as they are.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3 }}>
        <Button color="inherit" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="contained" color="error" loading={deleting} onClick={onConfirm}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
