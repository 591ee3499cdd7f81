import { Trans, useLingui } from '@lingui/react/macro';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { toast } from 'src/components/toaster/toaster';
import { useAuth } from 'src/hooks/use-auth';
import { resetAnalytics } from 'src/lib/analytics/analytics';
import { authClient } from 'src/lib/auth-client';

/** Logout: end the session, re-check it, close the menu, refresh the page. */
export function LogoutButton({
  onClose,
  compact = false,
}: {
  onClose: () => void;
  /** A small header button (onboarding) instead of the drawer's full-width one. */
  compact?: boolean;
}) {
  const { t } = useLingui();
  const { refetch } = useAuth();
  const [busy, setBusy] = useState(false);
  const handleLogout = async () => {
    setBusy(true);
    try {
      const { error } = await authClient.signOut();
      if (error) {
        const status = error.status;
        throw new Error(error.message ?? t`Sign-out failed (${status})`);
      }
      await resetAnalytics();
      await refetch();
      onClose();
      window.location.reload();
    } catch (error) {
      console.error(error);
      toast.error(t`Unable to logout!`);
      setBusy(false);
    }
  };
  return (
    <Button
      fullWidth={!compact}
      variant="text"
      color="error"
      size={compact ? 'small' : 'large'}
      sx={{
        bgcolor: 'rgb(var(--palette-error-mainChannel) / 0.08)',
        '&:hover': { bgcolor: 'rgb(var(--palette-error-mainChannel) / 0.16)' },
      }}
      startIcon={<LogoutRounded />}
      onClick={handleLogout}
      loading={busy}
    >
      <Trans>Logout</Trans>
    </Button>
  );
}
