import { Trans, useLingui } from '@lingui/react/macro';
import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import type { CSSObject } from '@mui/material/styles';
import { useId } from 'react';
import { Logo } from 'src/components/logo/logo';
import { NavSectionVertical } from 'src/components/nav-section/nav-section-vertical';
import type { NavGroupData } from 'src/components/nav-section/types';
import { Scrollbar } from 'src/components/scrollbar/scrollbar';
import { ThemeModeToggle } from '../components/theme-mode-toggle';

type NavMobileProps = {
  data: NavGroupData[];
  role?: string;
  open: boolean;
  onClose: () => void;
  vars: CSSObject;
};

/** Below `lg`: the navigation in a 288px drawer opened by the menu button. */
export function NavMobile({ data, role, open, onClose, vars }: NavMobileProps) {
  const { t } = useLingui();
  const titleId = useId();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: {
            ...vars,
            width: 'var(--layout-nav-mobile-width)',
            bgcolor: 'var(--layout-nav-bg)',
            display: 'flex',
            flexDirection: 'column',
          },
        } as object,
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          pl: 3.5,
          pr: 1.5,
          pt: 2.5,
          pb: 1,
        }}
      >
        <Logo withText size={36} />
        <Box
          component="h2"
          id={titleId}
          sx={{
            position: 'absolute',
            width: 1,
            height: 1,
            overflow: 'hidden',
            clip: 'rect(0 0 0 0)',
            m: 0,
          }}
        >
          <Trans>Navigation</Trans>
        </Box>
        <IconButton
          aria-label={t`Close`}
          onClick={onClose}
          sx={{ color: 'var(--layout-nav-text-secondary-color)' }}
        >
          <CloseRounded />
        </IconButton>
      </Box>
      <Box
        component="nav"
        aria-label={t`Main navigation`}
        data-testid="nav-mobile"
        sx={{ flex: '1 1 auto', display: 'flex', flexDirection: 'column', minHeight: 0 }}
      >
        <Scrollbar>
          <NavSectionVertical data={data} role={role} />
        </Scrollbar>
      </Box>
      <Box sx={{ px: 3, py: 2, color: 'var(--layout-nav-text-secondary-color)' }}>
        <ThemeModeToggle />
      </Box>
    </Drawer>
  );
}
