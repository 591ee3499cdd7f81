import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import AppsRounded from '@mui/icons-material/AppsRounded';
import ManageAccountsRounded from '@mui/icons-material/ManageAccountsRounded';
import WorkspacePremiumRounded from '@mui/icons-material/WorkspacePremiumRounded';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { usePathChange } from 'src/hooks/use-path-change';
import { paths } from 'src/routes/paths';

const shortcuts = [
  {
    label: msg`Subscription`,
    to: paths.dashboard.subscription,
    icon: <WorkspacePremiumRounded fontSize="small" />,
  },
  {
    label: msg`Account Settings`,
    to: paths.dashboard.accountSettings,
    icon: <ManageAccountsRounded fontSize="small" />,
  },
];

/** Header dropdown with the account shortcuts: Subscription and Account Settings. */
export function ShortcutsPopover() {
  const { t, i18n } = useLingui();
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
  const menuId = useId();
  usePathChange(() => setAnchorEl(null));
  return (
    <>
      <Tooltip title={t`Shortcuts`}>
        <IconButton
          aria-label={t`Shortcuts`}
          aria-haspopup="menu"
          aria-controls={anchorEl ? menuId : undefined}
          aria-expanded={Boolean(anchorEl)}
          onClick={(e) => setAnchorEl(e.currentTarget)}
        >
          <AppsRounded />
        </IconButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchorEl}
        open={Boolean(anchorEl)}
        onClose={() => setAnchorEl(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { mt: 1, minWidth: 200 } } }}
      >
        {shortcuts.map((item) => (
          <MenuItem
            key={item.to}
            component={RouterLink}
            to={item.to}
            onClick={() => setAnchorEl(null)}
          >
            <ListItemIcon>{item.icon}</ListItemIcon>
            {i18n._(item.label)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
