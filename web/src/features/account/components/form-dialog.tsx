import { Trans } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { type FormEventHandler, type ReactNode, useId } from 'react';

/**
 * A small dialog that is one form: a title, the fields, then Cancel and the confirm button that
 * submits it (Enter submits too).
 */
export function FormDialog({
  open,
  title,
  confirmLabel,
  danger = false,
  submitting,
  onClose,
  onSubmit,
  children,
}: {
  open: boolean;
  title: string;
  confirmLabel: string;
  /** The confirm button in the error colour, for a change that removes something. */
  danger?: boolean;
  submitting: boolean;
  onClose: () => void;
  onSubmit: FormEventHandler;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby={titleId}
      slotProps={{ paper: { component: 'form', onSubmit, noValidate: true } as object }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions sx={{ px: 3, pb: 3 }}>
        <Button variant="outlined" color="inherit" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button
          type="submit"
          variant="contained"
          color={danger ? 'error' : 'primary'}
          loading={submitting}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
