import { zodResolver } from '@hookform/resolvers/zod';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage } from 'src/lib/api-error';
import { confirmTwoFactor } from '../api/confirm-two-factor';
import { type Enrolment, enableTwoFactor } from '../api/enable-two-factor';
import { BackupCodes } from './backup-codes';
import { CurrentPasswordField, CurrentPasswordForm } from './current-password-field';

const CodeForm = z.object({
  code: z
    .string()
    .transform((v) => v.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, { error: () => t`Enter the 6-digit code the app shows` })),
});

/** The secret of an otpauth URI in groups of four, as authenticator apps ask for it typed. */
const groupedSecret = (uri: string) =>
  (new URL(uri).searchParams.get('secret') ?? '').match(/.{1,4}/g)?.join(' ') ?? '';

const actionsSx = { display: 'flex', justifyContent: 'flex-end', gap: 1.5, mt: 3 } as const;

function PasswordStep({
  onStarted,
  onCancel,
}: {
  onStarted: (e: Enrolment) => void;
  onCancel: () => void;
}) {
  const form = useForm({
    resolver: zodResolver(CurrentPasswordForm),
    defaultValues: { password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ password }) => {
    try {
      onStarted(await enableTwoFactor(password));
    } catch (err) {
      form.setError('password', { message: errorMessage(err, t`Could not start the set-up`) });
    }
  });
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogContentText sx={{ mb: 2.5 }}>
        <Trans>
          Each sign-in will ask for a code from an authenticator app (Google Authenticator,
          1Password, Authy…) after your password. Enter your password to begin.
        </Trans>
      </DialogContentText>
      <CurrentPasswordField
        registration={form.register('password')}
        error={errors.password?.message}
        autoFocus
      />
      <Box sx={actionsSx}>
        <Button variant="outlined" color="inherit" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" variant="contained" loading={isSubmitting}>
          <Trans>Continue</Trans>
        </Button>
      </Box>
    </Box>
  );
}

function ScanStep({
  enrolment,
  onConfirmed,
  onCancel,
}: {
  enrolment: Enrolment;
  onConfirmed: () => void;
  onCancel: () => void;
}) {
  const { t: tr } = useLingui();
  const form = useForm({ resolver: zodResolver(CodeForm), defaultValues: { code: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ code }) => {
    try {
      await confirmTwoFactor(code);
      onConfirmed();
    } catch (err) {
      form.setError('code', { message: errorMessage(err, t`Could not check the code`) });
    }
  });
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogContentText>
        <Trans>
          In your authenticator app, add an account with this setup key (time-based), or{' '}
          <Link href={enrolment.totpURI}>open the set-up link</Link> on this device.
        </Trans>
      </DialogContentText>
      <Typography
        data-testid="totp-secret"
        sx={{
          my: 2,
          p: 1.5,
          borderRadius: 1.5,
          bgcolor: 'rgb(145 158 171 / 0.08)',
          fontFamily: 'monospace',
          fontSize: 16,
          letterSpacing: 1,
          textAlign: 'center',
          wordBreak: 'break-all',
        }}
      >
        {groupedSecret(enrolment.totpURI)}
      </Typography>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mb: 2.5 }}>
        <Trans>Set-up link:</Trans>{' '}
        <Box component="code" data-testid="totp-uri" sx={{ wordBreak: 'break-all' }}>
          {enrolment.totpURI}
        </Box>
      </Typography>
      <TextField
        {...form.register('code')}
        label={tr`Code from the app`}
        fullWidth
        autoFocus
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'numeric' } }}
        autoComplete="one-time-code"
        error={Boolean(errors.code)}
        helperText={
          errors.code?.message ?? tr`Two-factor sign-in turns on once this code is right.`
        }
      />
      <Box sx={actionsSx}>
        <Button variant="outlined" color="inherit" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" variant="contained" loading={isSubmitting}>
          <Trans>Turn on</Trans>
        </Button>
      </Box>
    </Box>
  );
}

/** Set-up of an authenticator app: password, then the key and a first code, then backup codes. */
export function TotpEnrolDialog({
  open,
  onClose,
  onEnabled,
}: {
  open: boolean;
  onClose: () => void;
  onEnabled: () => void;
}) {
  const { t: tr } = useLingui();
  const titleId = useId();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const close = () => {
    setEnrolment(null);
    setConfirmed(false);
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={confirmed ? undefined : close}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>
        {confirmed ? tr`Save your backup codes` : tr`Set up an authenticator app`}
      </DialogTitle>
      <DialogContent sx={{ pb: confirmed ? undefined : 3 }}>
        {!enrolment && <PasswordStep onStarted={setEnrolment} onCancel={close} />}
        {enrolment && !confirmed && (
          <ScanStep
            enrolment={enrolment}
            onCancel={close}
            onConfirmed={() => {
              setConfirmed(true);
              onEnabled();
            }}
          />
        )}
        {enrolment && confirmed && <BackupCodes codes={enrolment.backupCodes} />}
      </DialogContent>
      {confirmed && (
        <DialogActions sx={{ px: 3, pb: 3 }}>
          <Button variant="contained" onClick={close}>
            <Trans>I saved them</Trans>
          </Button>
        </DialogActions>
      )}
    </Dialog>
  );
}
