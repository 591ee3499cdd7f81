import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import KeyRounded from '@mui/icons-material/KeyRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDeleteDialog } from 'src/components/confirm-delete-dialog/confirm-delete-dialog';
import { toast } from 'src/components/toaster/toaster';
import { errorMessage } from 'src/lib/api-error';
import { addPasskey } from '../api/add-passkey';
import { deletePasskey } from '../api/delete-passkey';
import { type Passkey, usePasskeys } from '../api/get-passkeys';
import { renamePasskey } from '../api/rename-passkey';
import { formatDate } from 'src/utils/format';
import { describeDevice } from '../utils/describe-device';
import { IconListRow } from './icon-list-row';
import { PasskeyNameDialog } from './passkey-name-dialog';
import { SectionCard } from './section-card';

function PasskeyRow({ passkey }: { passkey: Passkey }) {
  const { t: tr, i18n } = useLingui();
  const { mutate } = usePasskeys();
  const [open, setOpen] = useState<'rename' | 'delete' | null>(null);
  const [deleting, setDeleting] = useState(false);
  const label = passkey.name || tr`Passkey`;
  const added = formatDate(passkey.createdAt, i18n.locale);
  const remove = async () => {
    setDeleting(true);
    try {
      await deletePasskey(passkey.id);
      await mutate();
      toast.success(t`${label} deleted`);
      setOpen(null);
    } catch (err) {
      toast.error(errorMessage(err, t`Could not delete the passkey`));
    } finally {
      setDeleting(false);
    }
  };
  return (
    <IconListRow
      icon={<KeyRounded />}
      title={
        <Typography variant="subtitle2" noWrap>
          {label}
        </Typography>
      }
      caption={[tr`added ${added}`, passkey.backedUp ? tr`synced` : tr`on one device`].join(' · ')}
    >
      <Button size="small" color="inherit" variant="outlined" onClick={() => setOpen('rename')}>
        <Trans>Rename</Trans>
      </Button>
      <Button size="small" color="error" variant="outlined" onClick={() => setOpen('delete')}>
        <Trans>Delete</Trans>
      </Button>
      <PasskeyNameDialog
        open={open === 'rename'}
        title={tr`Rename passkey`}
        initialName={label}
        confirmLabel={tr`Save`}
        onClose={() => setOpen(null)}
        onConfirm={async (name) => {
          await renamePasskey(passkey.id, name);
          await mutate();
          setOpen(null);
          toast.success(t`Passkey renamed`);
        }}
      />
      <ConfirmDeleteDialog
        open={open === 'delete'}
        title={tr`Delete ${label}?`}
        deleting={deleting}
        onCancel={() => setOpen(null)}
        onConfirm={() => void remove()}
      >
        <Trans>
          It will no longer sign you in. Remove it from the device or password manager too.
        </Trans>
      </ConfirmDeleteDialog>
    </IconListRow>
  );
}

/** Passkeys: sign in with the device's screen lock or a security key (decision 180). */
export function PasskeysCard() {
  const { t: tr } = useLingui();
  const { data, error, isLoading, mutate } = usePasskeys();
  const [adding, setAdding] = useState(false);
  return (
    <SectionCard
      title={tr`Passkeys`}
      description={tr`Sign in with your fingerprint, face, screen lock or a security key instead of a password.`}
    >
      {isLoading && <LinearProgress sx={{ mt: 3 }} aria-label={tr`Loading passkeys`} />}
      {error && (
        <Typography sx={{ mt: 2, color: 'error.main' }}>
          {errorMessage(error, tr`Could not load your passkeys.`)}
        </Typography>
      )}
      {data && data.length === 0 && (
        <Typography variant="body2" sx={{ mt: 2.5, color: 'text.secondary' }}>
          <Trans>No passkeys yet.</Trans>
        </Typography>
      )}
      <Box
        component="ul"
        aria-label={tr`Your passkeys`}
        sx={{ listStyle: 'none', m: 0, mt: 1.5, p: 0 }}
      >
        {data?.map((p) => (
          <PasskeyRow key={p.id} passkey={p} />
        ))}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button variant="contained" startIcon={<KeyRounded />} onClick={() => setAdding(true)}>
          <Trans>Add a passkey</Trans>
        </Button>
      </Box>
      <PasskeyNameDialog
        open={adding}
        title={tr`Add a passkey`}
        initialName={describeDevice(navigator.userAgent).label}
        confirmLabel={tr`Continue`}
        onClose={() => setAdding(false)}
        onConfirm={async (name) => {
          await addPasskey(name);
          await mutate();
          setAdding(false);
          toast.success(t`Passkey added`);
        }}
      />
    </SectionCard>
  );
}
