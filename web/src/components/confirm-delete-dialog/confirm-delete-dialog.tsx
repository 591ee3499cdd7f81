import { Trans } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type ReactNode, useId } from 'react';

type ConfirmDeleteDialogProps = {
  open: boolean;
  /** The question: "Delete this scan?". */
  title: string;
  /** What goes and what stays. */
  children: ReactNode;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/**
 * Asks before something is deleted: the question, what it removes, Cancel and a red Delete that
 * shows progress.
 *
 * @example <ConfirmDeleteDialog open title="Delete this scan?" deleting={false} onCancel={close} onConfirm={remove}>The scan is removed.</ConfirmDeleteDialog>
 */
export function ConfirmDeleteDialog({
  open,
  title,
  children,
  deleting,
  onCancel,
  onConfirm,
}: ConfirmDeleteDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{children}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3 }}>
        <Button color="inherit" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button variant="contained" color="error" loading={deleting} onClick={onConfirm}>
          <Trans>Delete</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
}
