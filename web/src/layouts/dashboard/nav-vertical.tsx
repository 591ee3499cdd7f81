import { useLingui } from '@lingui/react/macro';
import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { Logo } from 'src/components/logo/logo';
import { NavSectionMini } from 'src/components/nav-section/nav-section-mini';
import { NavSectionVertical } from 'src/components/nav-section/nav-section-vertical';
import type { NavGroupData } from 'src/components/nav-section/types';
import { Scrollbar } from 'src/components/scrollbar/scrollbar';
import { ThemeModeToggle } from '../components/theme-mode-toggle';

type NavVerticalProps = {
  data: NavGroupData[];
  role?: string;
  mini: boolean;
  onToggleMini: () => void;
};

/** Fixed side navigation from `lg` up: vertical (300px) or mini (88px), toggled in place. */
export function NavVertical({ data, role, mini, onToggleMini }: NavVerticalProps) {
  const { t } = useLingui();
  const label = mini ? t`Expand navigation` : t`Collapse navigation`;
  return (
    <Box
      component="nav"
      aria-label={t`Main navigation`}
      data-testid="nav-vertical"
      data-layout={mini ? 'mini' : 'vertical'}
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        height: '100%',
        zIndex: 1101,
        display: { xs: 'none', lg: 'flex' },
        flexDirection: 'column',
        width: mini ? 'var(--layout-nav-mini-width)' : 'var(--layout-nav-vertical-width)',
        bgcolor: 'var(--layout-nav-bg)',
        borderRight: '1px dashed var(--layout-nav-border-color)',
        transition: 'width var(--layout-transition)',
      }}
    >
      <IconButton
        aria-label={label}
        title={label}
        onClick={onToggleMini}
        size="small"
        sx={{
          position: 'absolute',
          top: 'calc(var(--layout-header-desktop-height) / 2 - 13px)',
          left: mini
            ? 'calc(var(--layout-nav-mini-width) - 13px)'
            : 'calc(var(--layout-nav-vertical-width) - 13px)',
          zIndex: 1,
          width: 26,
          height: 26,
          p: 0,
          border: '1px solid',
          borderColor: 'divider',
          bgcolor: 'background.paper',
          color: 'text.secondary',
          transition: 'left var(--layout-transition)',
          '&:hover': { bgcolor: 'background.paper', color: 'text.primary' },
        }}
      >
        <ChevronLeftRounded
          sx={{
            fontSize: 18,
            transform: mini ? 'scaleX(-1)' : 'none',
            '[dir=rtl] &': { transform: mini ? 'none' : 'scaleX(-1)' },
          }}
        />
      </IconButton>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: mini ? 'center' : 'flex-start',
          px: mini ? 0 : 3.5,
          pt: 2.5,
          pb: 1,
          minHeight: 72,
        }}
      >
        <Logo withText={!mini} size={mini ? 36 : 40} />
      </Box>
      <Scrollbar sx={{ flex: '1 1 auto' }}>
        {mini ? (
          <NavSectionMini data={data} role={role} />
        ) : (
          <NavSectionVertical data={data} role={role} />
        )}
      </Scrollbar>
      <Box
        sx={{
          display: 'flex',
          justifyContent: mini ? 'center' : 'flex-start',
          alignItems: 'center',
          gap: 1,
          px: mini ? 0 : 3,
          py: 2,
          color: 'var(--layout-nav-text-secondary-color)',
        }}
      >
        <ThemeModeToggle />
      </Box>
    </Box>
  );
}
