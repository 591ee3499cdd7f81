import { useLingui } from '@lingui/react/macro';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { usePathChange } from 'src/hooks/use-path-change';
import type { SessionUser } from 'src/lib/session-user';
import { AccountDrawer } from './account-drawer';
import { UserAvatar } from './user-avatar';

/** The avatar button ("Account") that opens the account drawer. */
export function AccountButton({ user, isFree }: { user: SessionUser | null; isFree: boolean }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  usePathChange(() => setOpen(false));
  return (
    <>
      <Tooltip title={t`Account`}>
        <IconButton
          aria-label={t`Account`}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen(true)}
          sx={{ p: 0.25 }}
        >
          <UserAvatar user={user} size={36} isFree={isFree} />
        </IconButton>
      </Tooltip>
      <AccountDrawer open={open} onClose={() => setOpen(false)} user={user} isFree={isFree} />
    </>
  );
}
