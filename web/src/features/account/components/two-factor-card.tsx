import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { toast } from 'src/components/toaster/toaster';
import { useAuth } from 'src/hooks/use-auth';
import { useSessions } from '../api/get-sessions';
import { disableTwoFactor } from '../api/disable-two-factor';
import { generateBackupCodes } from '../api/generate-backup-codes';
import { BackupCodes } from './backup-codes';
import { PasswordDialog } from './password-dialog';
import { SectionCard } from './section-card';
import { TotpEnrolDialog } from './totp-enrol-dialog';

type Open = 'enrol' | 'disable' | 'regenerate' | null;

/** Two-factor sign-in with an authenticator app: set up, new backup codes, turn off (decision 180). */
export function TwoFactorCard() {
  const { t: tr } = useLingui();
  const { user, refetch } = useAuth();
  const { mutate: refreshSessions } = useSessions();
  const enabled = user?.twoFactorEnabled === true;
  const [open, setOpen] = useState<Open>(null);
  const [freshCodes, setFreshCodes] = useState<string[] | null>(null);
  // Turning it on or off replaces this session with a new one (Better Auth).
  const changed = async () => {
    await Promise.all([refetch(), refreshSessions()]);
  };
  return (
    <SectionCard
      title={tr`Two-factor sign-in`}
      description={tr`After your password, ask for a code from an authenticator app on your phone.`}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mt: 2.5, flexWrap: 'wrap' }}>
        <Chip
          size="small"
          variant="outlined"
          color={enabled ? 'success' : 'default'}
          label={enabled ? tr`On` : tr`Off`}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary', flexGrow: 1 }}>
          {enabled
            ? tr`Sign-ins on a new device need a code from your app or a backup code.`
            : tr`Your password alone signs you in.`}
        </Typography>
      </Box>
      <Box
        sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5, mt: 2.5, flexWrap: 'wrap' }}
      >
        {enabled ? (
          <>
            <Button variant="outlined" color="inherit" onClick={() => setOpen('regenerate')}>
              <Trans>New backup codes</Trans>
            </Button>
            <Button variant="outlined" color="error" onClick={() => setOpen('disable')}>
              <Trans>Turn off</Trans>
            </Button>
          </>
        ) : (
          <Button variant="contained" onClick={() => setOpen('enrol')}>
            <Trans>Set up authenticator app</Trans>
          </Button>
        )}
      </Box>
      <TotpEnrolDialog
        open={open === 'enrol'}
        onClose={() => setOpen(null)}
        onEnabled={() => void changed()}
      />
      <PasswordDialog
        open={open === 'disable'}
        title={tr`Turn off two-factor sign-in?`}
        confirmLabel={tr`Turn off`}
        danger
        onClose={() => setOpen(null)}
        onConfirm={async (password) => {
          await disableTwoFactor(password);
          setOpen(null);
          await changed();
          toast.success(t`Two-factor sign-in is off`);
        }}
      >
        <Trans>Your password alone will sign you in, and your backup codes stop working.</Trans>
      </PasswordDialog>
      <PasswordDialog
        open={open === 'regenerate'}
        title={tr`Make new backup codes?`}
        confirmLabel={tr`Make new codes`}
        onClose={() => setOpen(null)}
        onConfirm={async (password) => {
          setFreshCodes(await generateBackupCodes(password));
          setOpen(null);
        }}
      >
        <Trans>Your current backup codes stop working.</Trans>
      </PasswordDialog>
      <Dialog
        open={freshCodes !== null}
        fullWidth
        maxWidth="sm"
        aria-label={tr`Your new backup codes`}
      >
        <DialogTitle>
          <Trans>Your new backup codes</Trans>
        </DialogTitle>
        <DialogContent>{freshCodes && <BackupCodes codes={freshCodes} />}</DialogContent>
        <DialogActions sx={{ px: 3, pb: 3 }}>
          <Button variant="contained" onClick={() => setFreshCodes(null)}>
            <Trans>I saved them</Trans>
          </Button>
        </DialogActions>
      </Dialog>
    </SectionCard>
  );
}
