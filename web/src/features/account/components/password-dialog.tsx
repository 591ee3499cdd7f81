import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MAX_LENGTH } from '@jobfit/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type ReactNode, useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage } from 'src/lib/api-error';

const PasswordForm = z.object({
  password: z.string().min(1, 'Enter your password').max(PASSWORD_MAX_LENGTH),
});

/**
 * Asks for the account password before a security change (turn two-factor off, new backup
 * codes). A refusal shows under the field; the dialog stays open.
 */
export function PasswordDialog({
  open,
  title,
  children,
  confirmLabel,
  danger = false,
  onClose,
  onConfirm,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  onClose: () => void;
  /** Throws with a message for the user when the change is refused. */
  onConfirm: (password: string) => Promise<void>;
}) {
  const titleId = useId();
  const form = useForm({ resolver: zodResolver(PasswordForm), defaultValues: { password: '' } });
  const { errors, isSubmitting } = form.formState;
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async ({ password }) => {
    try {
      await onConfirm(password);
      form.reset();
    } catch (err) {
      form.setError('password', { message: errorMessage(err, 'That did not work, try again') });
    }
  });
  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="xs"
      aria-labelledby={titleId}
      slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2.5 }}>{children}</DialogContentText>
        <TextField
          {...form.register('password')}
          type="password"
          label="Your password"
          fullWidth
          autoFocus
          slotProps={{ inputLabel: { shrink: true } }}
          autoComplete="current-password"
          error={Boolean(errors.password)}
          helperText={errors.password?.message}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3 }}>
        <Button variant="outlined" color="inherit" onClick={close}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          color={danger ? 'error' : 'primary'}
          loading={isSubmitting}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
