import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { useSettingsContext } from 'src/components/settings/use-settings-context';
import { useIsFreePlan } from 'src/features/plan/api/get-is-free-plan';
import { useAuth } from 'src/hooks/use-auth';
import { usePathChange } from 'src/hooks/use-path-change';
import { prefetchLinkTarget, prefetchWhenIdle } from 'src/routes/prefetch';
import { navData } from '../nav-config-dashboard';
import { Header } from './header';
import { layoutSizes, navColorVars } from './layout-vars';
import { NavMobile } from './nav-mobile';
import { NavVertical } from './nav-vertical';

/** Content wider than 1600px is capped when compact layout is on. */
export const COMPACT_MEDIA = '@media (min-width: 1601px)';
export const COMPACT_MAX_WIDTH = 1200;

export function DashboardLayout() {
  const theme = useTheme();
  const { i18n } = useLingui();
  const nav = navData(i18n);
  const { state, setField } = useSettingsContext();
  const { user, authenticated } = useAuth();
  const { isFree } = useIsFreePlan(authenticated);
  const [mobileOpen, setMobileOpen] = useState(false);
  usePathChange(() => setMobileOpen(false));
  useEffect(prefetchWhenIdle, []);

  const horizontal = state.navLayout === 'horizontal';
  const mini = state.navLayout === 'mini';
  const vars = { ...layoutSizes, ...navColorVars(theme, state.navColor) };

  return (
    <Box
      data-nav-layout={state.navLayout}
      // Any link the pointer or keyboard reaches starts loading its page.
      onPointerOver={(e) => prefetchLinkTarget(e.target)}
      onFocus={(e) => prefetchLinkTarget(e.target)}
      sx={{
        ...vars,
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        transition: 'padding var(--layout-transition)',
        [theme.breakpoints.up('lg')]: {
          ...(!horizontal && {
            paddingInlineStart: mini
              ? 'var(--layout-nav-mini-width)'
              : 'var(--layout-nav-vertical-width)',
          }),
        },
      }}
    >
      <Header
        data={nav}
        user={user}
        isFree={isFree}
        horizontal={horizontal}
        mobileNavOpen={mobileOpen}
        onOpenMobileNav={() => setMobileOpen(true)}
      />
      {!horizontal && (
        <NavVertical
          data={nav}
          role={user?.role}
          mini={mini}
          onToggleMini={() => setField('navLayout', mini ? 'vertical' : 'mini')}
        />
      )}
      <NavMobile
        data={nav}
        role={user?.role}
        open={mobileOpen}
        onClose={() => setMobileOpen(false)}
        vars={vars}
      />
      <Box component="main" sx={{ flex: '1 1 auto', display: 'flex', flexDirection: 'column' }}>
        <Box
          data-testid="dashboard-content"
          sx={{
            width: 1,
            mx: 'auto',
            flex: '1 1 auto',
            display: 'flex',
            flexDirection: 'column',
            px: { xs: 2, sm: 3, lg: 5 },
            pt: { xs: 1, lg: 2 },
            pb: { xs: 8, lg: 10 },
            [COMPACT_MEDIA]: state.compactLayout ? { maxWidth: COMPACT_MAX_WIDTH + 80 } : {},
          }}
        >
          <Outlet />
        </Box>
      </Box>
    </Box>
  );
}
