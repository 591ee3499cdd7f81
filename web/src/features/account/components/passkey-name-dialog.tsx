import { zodResolver } from '@hookform/resolvers/zod';
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage } from 'src/lib/api-error';
import { FormDialog } from './form-dialog';

const NameForm = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: () => t`Give the passkey a name` })
    .max(80, { error: () => t`At most 80 characters` }),
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
  const { t: tr } = useLingui();
  const form = useForm({ resolver: zodResolver(NameForm), values: { name: initialName } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ name }) => {
    try {
      await onConfirm(name);
    } catch (err) {
      form.setError('name', { message: errorMessage(err, t`That did not work, try again`) });
    }
  });
  return (
    <FormDialog
      open={open}
      title={title}
      confirmLabel={confirmLabel}
      submitting={isSubmitting}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField
        {...form.register('name')}
        label={tr`Passkey name`}
        fullWidth
        autoFocus
        sx={{ mt: 1 }}
        slotProps={{ inputLabel: { shrink: true } }}
        error={Boolean(errors.name)}
        helperText={errors.name?.message ?? tr`So you can tell your passkeys apart.`}
      />
    </FormDialog>
  );
}
