import { i18n as globalI18n, type I18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import CloseRounded from '@mui/icons-material/CloseRounded';
import DashboardRounded from '@mui/icons-material/DashboardRounded';
import HomeRounded from '@mui/icons-material/HomeRounded';
import ManageAccountsRounded from '@mui/icons-material/ManageAccountsRounded';
import PersonRounded from '@mui/icons-material/PersonRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { Scrollbar } from 'src/components/scrollbar/scrollbar';
import type { SessionUser } from 'src/lib/session-user';
import { paths } from 'src/routes/paths';
import { getDisplayName } from 'src/utils/user-display';
import { LogoutButton } from './logout-button';
import { UserAvatar } from './user-avatar';

type AccountDrawerProps = {
  open: boolean;
  onClose: () => void;
  user: SessionUser | null;
  isFree: boolean;
};

/** On a dashboard path the first link reads Home and goes to /; elsewhere Dashboard. */
export function homeOrDashboardLink(pathname: string, i18n: I18n = globalI18n) {
  const onDashboard =
    pathname === paths.dashboard.root || pathname.startsWith(`${paths.dashboard.root}/`);
  return onDashboard
    ? { label: t(i18n)`Home`, to: paths.root, icon: <HomeRounded /> }
    : { label: t(i18n)`Dashboard`, to: paths.dashboard.root, icon: <DashboardRounded /> };
}

type AccountLink = { label: string; to: string; icon: React.ReactNode; caption?: string };

/** The drawer's links: each destination once, no placeholders. */
export function accountLinks(pathname: string, i18n: I18n = globalI18n): AccountLink[] {
  const first = homeOrDashboardLink(pathname, i18n);
  const links: AccountLink[] = [
    first,
    {
      label: t(i18n)`Profile`,
      to: `${paths.dashboard.accountSettings}#profile`,
      icon: <PersonRounded />,
    },
    {
      label: t(i18n)`Account Settings`,
      to: paths.dashboard.accountSettings,
      icon: <ManageAccountsRounded />,
    },
  ];
  // Off the dashboard the first link already goes there.
  if (first.to !== paths.dashboard.root) {
    links.push({ label: t(i18n)`Dashboard`, to: paths.dashboard.root, icon: <DashboardRounded /> });
  }
  return links;
}

export function AccountDrawer({ open, onClose, user, isFree }: AccountDrawerProps) {
  const { pathname } = useLocation();
  const titleId = useId();
  const { i18n } = useLingui();
  const links = accountLinks(pathname, i18n);

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        backdrop: { invisible: true },
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { width: 320, maxWidth: '100vw' },
        } as object,
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          px: 2.5,
          pt: 2,
        }}
      >
        <Typography id={titleId} variant="subtitle1" component="h2">
          {t(i18n)`Account`}
        </Typography>
        <IconButton aria-label={t(i18n)`Close`} onClick={onClose}>
          <CloseRounded />
        </IconButton>
      </Box>
      <Scrollbar>
        <Box
          sx={{
            pt: 3,
            pb: 2,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            textAlign: 'center',
            gap: 0.5,
            px: 2.5,
          }}
        >
          <UserAvatar user={user} size={88} isFree={isFree} showBadge={false} />
          <Typography variant="subtitle1" noWrap sx={{ mt: 1.5, maxWidth: 1 }}>
            {getDisplayName(user)}
          </Typography>
          <Typography variant="body2" noWrap sx={{ color: 'text.secondary', maxWidth: 1 }}>
            {user?.email}
          </Typography>
          <Chip
            size="small"
            label={isFree ? t(i18n)`Free plan` : t(i18n)`Pro plan`}
            color={isFree ? 'default' : 'primary'}
            sx={{ mt: 1 }}
          />
        </Box>
        <List
          component="nav"
          aria-label={t(i18n)`Account`}
          sx={{
            px: 1.5,
            py: 2,
            borderTop: '1px dashed',
            borderBottom: '1px dashed',
            borderColor: 'divider',
          }}
        >
          {links.map((link) => (
            <ListItemButton
              key={link.label}
              component={RouterLink}
              to={link.to}
              onClick={onClose}
              sx={{ color: 'text.secondary', '&:hover': { color: 'text.primary' } }}
            >
              <ListItemIcon sx={{ minWidth: 40, color: 'inherit' }}>{link.icon}</ListItemIcon>
              <ListItemText
                primary={link.label}
                secondary={link.caption}
                slotProps={{ primary: { variant: 'body2', sx: { fontWeight: 500 } } }}
              />
            </ListItemButton>
          ))}
        </List>
      </Scrollbar>
      <Box sx={{ p: 2.5 }}>
        <LogoutButton onClose={onClose} />
      </Box>
    </Drawer>
  );
}
