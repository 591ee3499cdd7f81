import { zodResolver } from '@hookform/resolvers/zod';
import { DELETE_ACCOUNT_FRESH_SIGN_IN_MINUTES, PASSWORD_MAX_LENGTH } from '@jobfit/contracts';
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
  const { user } = useAuth();
  const navigate = useNavigate();
  const email = user?.email ?? '';
  const form = useForm({ resolver: zodResolver(DeleteForm), defaultValues: { password: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ password }) => {
    try {
      await deleteAccount(password ? { password } : {});
    } catch (err) {
      const message = errorMessage(err, 'Could not delete the account');
      if (err instanceof ApiError && err.status === 400) form.setError('password', { message });
      else toast.error(message);
      return;
    }
    // The server already ended the session; clear the client's copy too.
    await authClient.signOut().catch(() => undefined);
    toast.success('Your account and all its data were deleted');
    void navigate(paths.auth.signIn, { replace: true });
  });
  return (
    <FormDialog
      open={open}
      title="Delete your account?"
      confirmLabel="Delete account"
      danger
      submitting={isSubmitting}
      onClose={onClose}
      onSubmit={submit}
    >
      <DialogContentText sx={{ mb: 2.5 }}>
        Your CV, scans, tracked jobs, documents and picture are deleted for good. Enter the password
        of <b>{email}</b> to confirm.
      </DialogContentText>
      <CurrentPasswordField
        registration={form.register('password')}
        error={errors.password?.message}
        helperText={`Signed in with Google or GitHub? Leave it empty: it works within ${DELETE_ACCOUNT_FRESH_SIGN_IN_MINUTES} minutes of signing in.`}
      />
    </FormDialog>
  );
}

/** Download all my data (JSON), import it into an empty account (decision 174), delete the account. */
export function DataCard() {
  const [deleting, setDeleting] = useState(false);
  return (
    <SectionCard
      title="Your data"
      description="Download everything we hold about you, import such a file into this account while it is still empty, or delete your account."
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, mt: 3 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
          <Button
            variant="outlined"
            startIcon={<FileDownloadRounded />}
            href={ACCOUNT_EXPORT_URL}
            download
          >
            Download my data
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
              Delete account
            </Button>
          }
        >
          Deleting your account cannot be undone.
        </Alert>
      </Box>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </SectionCard>
  );
}
