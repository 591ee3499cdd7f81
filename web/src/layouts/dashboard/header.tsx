import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import { Logo } from 'src/components/logo/logo';
import { NavSectionHorizontal } from 'src/components/nav-section/nav-section-horizontal';
import type { NavGroupData } from 'src/components/nav-section/types';
import type { SessionUser } from 'src/lib/session-user';
import { AccountButton } from '../components/account-button';
import { MenuButton } from '../components/menu-button';
import { SettingsButton } from '../components/settings-button';
import { ShortcutsPopover } from '../components/shortcuts-popover';
import { ThemeModeToggle } from '../components/theme-mode-toggle';
import { UpgradeButton } from '../components/upgrade-button';

type HeaderProps = {
  data: NavGroupData[];
  user: SessionUser | null;
  isFree: boolean;
  horizontal: boolean;
  mobileNavOpen: boolean;
  onOpenMobileNav: () => void;
};

/** Sticky header: 64px below `lg`, 72px from `lg`; in horizontal layout it also holds the nav bar. */
export function Header({
  data,
  user,
  isFree,
  horizontal,
  mobileNavOpen,
  onOpenMobileNav,
}: HeaderProps) {
  const { t } = useLingui();
  return (
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 1100,
        bgcolor: 'rgb(var(--palette-background-defaultChannel) / 0.8)',
        backdropFilter: 'blur(6px)',
        WebkitBackdropFilter: 'blur(6px)',
      }}
    >
      <Box
        data-testid="header-toolbar"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          height: {
            xs: 'var(--layout-header-mobile-height)',
            lg: 'var(--layout-header-desktop-height)',
          },
          px: { xs: 2, sm: 3, lg: 5 },
        }}
      >
        <Box sx={{ display: { lg: 'none' } }}>
          <MenuButton onClick={onOpenMobileNav} open={mobileNavOpen} />
        </Box>
        <Box sx={{ display: { xs: 'flex', lg: horizontal ? 'flex' : 'none' } }}>
          <Logo withText={horizontal} size={36} />
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.5, sm: 1 } }}>
          {isFree && (
            <Box sx={{ mr: { sm: 1 } }}>
              <UpgradeButton />
            </Box>
          )}
          {horizontal && (
            <Box sx={{ display: { xs: 'none', lg: 'block' } }}>
              <ThemeModeToggle />
            </Box>
          )}
          <ShortcutsPopover />
          <SettingsButton />
          <AccountButton user={user} isFree={isFree} />
        </Box>
      </Box>
      {horizontal && (
        <Box
          component="nav"
          aria-label={t`Main navigation`}
          data-testid="nav-horizontal"
          sx={{
            display: { xs: 'none', lg: 'flex' },
            alignItems: 'center',
            height: 'var(--layout-nav-horizontal-height)',
            px: 5,
            bgcolor: 'var(--layout-nav-bg)',
            borderTop: '1px dashed var(--layout-nav-border-color)',
            borderBottom: '1px dashed var(--layout-nav-border-color)',
          }}
        >
          <NavSectionHorizontal data={data} role={user?.role} />
        </Box>
      )}
    </Box>
  );
}
