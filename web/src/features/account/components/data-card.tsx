import { zodResolver } from '@hookform/resolvers/zod';
import { DELETE_ACCOUNT_FRESH_SIGN_IN_MINUTES, PASSWORD_MAX_LENGTH } from '@jobfit/contracts';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import FileDownloadRounded from '@mui/icons-material/FileDownloadRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useNavigate } from 'react-router';
import { toast } from 'src/components/toaster/toaster';
import { useAuth } from 'src/hooks/use-auth';
import { ApiError, errorMessage } from 'src/lib/api-error';
import { authClient } from 'src/lib/auth-client';
import { paths } from 'src/routes/paths';
import { ACCOUNT_EXPORT_URL, deleteAccount } from '../api/delete-account';
import { CurrentPasswordField } from './current-password-field';
import { FormDialog } from './form-dialog';
import { ImportDataButton } from './import-data-button';
import { SectionCard } from './section-card';

// Empty for an account without a password (Google, GitHub): the server then asks for a recent
// sign-in instead (decision 141).
const DeleteForm = z.object({ password: z.string().max(PASSWORD_MAX_LENGTH) });

function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t: tr } = useLingui();
  const { user } = useAuth();
  const navigate = useNavigate();
  const minutes = DELETE_ACCOUNT_FRESH_SIGN_IN_MINUTES;
  const email = user?.email ?? '';
  const form = useForm({ resolver: zodResolver(DeleteForm), defaultValues: { password: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ password }) => {
    try {
      await deleteAccount(password ? { password } : {});
    } catch (err) {
      const message = errorMessage(err, t`Could not delete the account`);
      if (err instanceof ApiError && err.status === 400) form.setError('password', { message });
      else toast.error(message);
      return;
    }
    // The server already ended the session; clear the client's copy too.
    await authClient.signOut().catch(() => undefined);
    toast.success(t`Your account and all its data were deleted`);
    void navigate(paths.auth.signIn, { replace: true });
  });
  return (
    <FormDialog
      open={open}
      title={tr`Delete your account?`}
      confirmLabel={tr`Delete account`}
      danger
      submitting={isSubmitting}
      onClose={onClose}
      onSubmit={submit}
    >
      <DialogContentText sx={{ mb: 2.5 }}>
        <Trans>
          Your CV, scans, tracked jobs, documents and picture are deleted for good. Enter the
          password of <b>{email}</b> to confirm.
        </Trans>
      </DialogContentText>
      <CurrentPasswordField
        registration={form.register('password')}
        error={errors.password?.message}
        helperText={tr`Signed in with Google or GitHub? Leave it empty: it works within ${minutes} minutes of signing in.`}
      />
    </FormDialog>
  );
}

/** Download all my data (JSON), import it into an empty account (decision 174), delete the account. */
export function DataCard() {
  const { t: tr } = useLingui();
  const [deleting, setDeleting] = useState(false);
  return (
    <SectionCard
      title={tr`Your data`}
      description={tr`Download everything we hold about you, import such a file into this account while it is still empty, or delete your account.`}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, mt: 3 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
          <Button
            variant="outlined"
            startIcon={<FileDownloadRounded />}
            href={ACCOUNT_EXPORT_URL}
            download
          >
            <Trans>Download my data</Trans>
          </Button>
          <ImportDataButton />
        </Box>
        <Alert
          severity="error"
          variant="outlined"
          action={
            <Button
              color="error"
              variant="contained"
              size="small"
              onClick={() => setDeleting(true)}
            >
              <Trans>Delete account</Trans>
            </Button>
          }
        >
          <Trans>Deleting your account cannot be undone.</Trans>
        </Alert>
      </Box>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </SectionCard>
  );
}
