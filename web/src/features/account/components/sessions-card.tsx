import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import ComputerRounded from '@mui/icons-material/ComputerRounded';
import SmartphoneRounded from '@mui/icons-material/SmartphoneRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { toast } from 'src/components/toaster/toaster';
import { authClient } from 'src/lib/auth-client';
import { errorMessage } from 'src/lib/api-error';
import { type Session, useSessions } from '../api/get-sessions';
import { revokeOtherSessions } from '../api/revoke-other-sessions';
import { revokeSession } from '../api/revoke-session';
import { formatDateTime } from 'src/utils/format';
import { describeDevice } from '../utils/describe-device';
import { IconListRow } from './icon-list-row';
import { SectionCard } from './section-card';

function SessionRow({ session, current }: { session: Session; current: boolean }) {
  const { t: tr, i18n } = useLingui();
  const { mutate } = useSessions();
  const [busy, setBusy] = useState(false);
  const device = describeDevice(session.userAgent);
  const label = device.label;
  const when = formatDateTime(session.createdAt, i18n.locale);
  const revoke = async () => {
    setBusy(true);
    try {
      await revokeSession(session.token);
      await mutate();
      toast.success(t`${label} signed out`);
    } catch (err) {
      toast.error(errorMessage(err, t`Could not sign that session out`));
    } finally {
      setBusy(false);
    }
  };
  return (
    <IconListRow
      icon={device.mobile ? <SmartphoneRounded /> : <ComputerRounded />}
      title={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="subtitle2">{device.label}</Typography>
          {current && (
            <Chip size="small" color="success" variant="outlined" label={tr`This device`} />
          )}
        </Box>
      }
      caption={[session.ipAddress, tr`signed in ${when}`].filter(Boolean).join(' · ')}
    >
      {!current && (
        <Button
          size="small"
          color="error"
          variant="outlined"
          loading={busy}
          onClick={() => void revoke()}
          aria-label={tr`Sign out ${label}, signed in ${when}`}
        >
          <Trans>Sign out</Trans>
        </Button>
      )}
    </IconListRow>
  );
}

/** Signs out every session but this one, once there is another. */
function SignOutOthersButton() {
  const { mutate } = useSessions();
  const [busy, setBusy] = useState(false);
  const revokeOthers = async () => {
    setBusy(true);
    try {
      await revokeOtherSessions();
      await mutate();
      toast.success(t`Signed out everywhere else`);
    } catch (err) {
      toast.error(errorMessage(err, t`Could not sign the other sessions out`));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
      <Button color="error" variant="outlined" loading={busy} onClick={() => void revokeOthers()}>
        <Trans>Sign out all other sessions</Trans>
      </Button>
    </Box>
  );
}

/** Active sessions, the current one marked; others can be signed out, one or all. */
export function SessionsCard() {
  const { t: tr } = useLingui();
  const { data, error, isLoading } = useSessions();
  const { data: current } = authClient.useSession();
  const sessions = [...(data ?? [])].sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime());
  return (
    <SectionCard
      title={tr`Active sessions`}
      description={tr`Where your account is signed in right now.`}
    >
      {isLoading && <LinearProgress sx={{ mt: 3 }} aria-label={tr`Loading sessions`} />}
      {error && (
        <Typography sx={{ mt: 2, color: 'error.main' }}>
          {errorMessage(error, tr`Could not load your sessions.`)}
        </Typography>
      )}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, mt: 1.5, p: 0 }}>
        {sessions.map((s) => (
          <SessionRow key={s.id} session={s} current={s.token === current?.session.token} />
        ))}
      </Box>
      {sessions.length > 1 && <SignOutOthersButton />}
    </SectionCard>
  );
}
