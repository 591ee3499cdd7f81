import { zodResolver } from '@hookform/resolvers/zod';
import { DELETE_ACCOUNT_FRESH_SIGN_IN_MINUTES, PASSWORD_MAX_LENGTH } from '@jobfit/contracts';
import FileDownloadRounded from '@mui/icons-material/FileDownloadRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
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
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="delete-account-title"
      slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}
    >
      <DialogTitle id="delete-account-title">Delete your account?</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2.5 }}>
          Your CV, scans, tracked jobs, documents and picture are deleted for good. Enter the
          password of <b>{email}</b> to confirm.
        </DialogContentText>
        <TextField
          {...form.register('password')}
          type="password"
          label="Your password"
          fullWidth
          slotProps={{ inputLabel: { shrink: true } }}
          autoComplete="current-password"
          error={Boolean(errors.password)}
          helperText={
            errors.password?.message ??
            `Signed in with Google or GitHub? Leave it empty: it works within ${DELETE_ACCOUNT_FRESH_SIGN_IN_MINUTES} minutes of signing in.`
          }
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3 }}>
        <Button variant="outlined" color="inherit" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" color="error" loading={isSubmitting}>
          Delete account
        </Button>
      </DialogActions>
    </Dialog>
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
