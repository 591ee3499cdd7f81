import { zodResolver } from '@hookform/resolvers/zod';
import { t } from '@lingui/core/macro';
import DialogContentText from '@mui/material/DialogContentText';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from 'src/lib/api-error';
import { CurrentPasswordField, CurrentPasswordForm } from './current-password-field';
import { FormDialog } from './form-dialog';

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
  const form = useForm({
    resolver: zodResolver(CurrentPasswordForm),
    defaultValues: { password: '' },
  });
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
      form.setError('password', { message: errorMessage(err, t`That did not work, try again`) });
    }
  });
  return (
    <FormDialog
      open={open}
      title={title}
      confirmLabel={confirmLabel}
      danger={danger}
      submitting={isSubmitting}
      onClose={close}
      onSubmit={submit}
    >
      <DialogContentText sx={{ mb: 2.5 }}>{children}</DialogContentText>
      <CurrentPasswordField
        registration={form.register('password')}
        error={errors.password?.message}
        autoFocus
      />
    </FormDialog>
  );
}
