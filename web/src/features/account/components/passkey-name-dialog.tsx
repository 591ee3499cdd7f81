import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage } from 'src/lib/api-error';

const NameForm = z.object({
  name: z.string().trim().min(1, 'Give the passkey a name').max(80, 'At most 80 characters'),
});

/** Names a passkey: before adding one (the browser asks next), or to rename it. */
export function PasskeyNameDialog({
  open,
  title,
  initialName,
  confirmLabel,
  onClose,
  onConfirm,
}: {
  open: boolean;
  title: string;
  initialName: string;
  confirmLabel: string;
  onClose: () => void;
  /** Throws with a message for the user when it fails. */
  onConfirm: (name: string) => Promise<void>;
}) {
  const titleId = useId();
  const form = useForm({ resolver: zodResolver(NameForm), values: { name: initialName } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ name }) => {
    try {
      await onConfirm(name);
    } catch (err) {
      form.setError('name', { message: errorMessage(err, 'That did not work, try again') });
    }
  });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby={titleId}
      slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <TextField
          {...form.register('name')}
          label="Passkey name"
          fullWidth
          autoFocus
          sx={{ mt: 1 }}
          slotProps={{ inputLabel: { shrink: true } }}
          error={Boolean(errors.name)}
          helperText={errors.name?.message ?? 'So you can tell your passkeys apart.'}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3 }}>
        <Button variant="outlined" color="inherit" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" loading={isSubmitting}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
