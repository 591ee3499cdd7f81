import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { Logo } from 'src/components/logo/logo';
import { LogoutButton } from '../components/logout-button';
import { SettingsButton } from '../components/settings-button';

/** Simple header layout with 448px content, used by onboarding. */
export function SimpleLayout() {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
      }}
    >
      <Box
        component="header"
        sx={{
          position: 'sticky',
          top: 0,
          zIndex: 1100,
          height: { xs: 64, md: 72 },
          px: { xs: 2, md: 5 },
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          bgcolor: 'rgb(var(--palette-background-defaultChannel) / 0.8)',
          backdropFilter: 'blur(6px)',
        }}
      >
        <Logo withText size={36} />
        {/* Onboarding is signed in: a way out that does not need finishing it first. */}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <SettingsButton />
          <LogoutButton compact onClose={() => {}} />
        </Box>
      </Box>
      <Box
        component="main"
        sx={{
          flexGrow: 1,
          display: 'flex',
          justifyContent: 'center',
          px: 2,
          py: { xs: 4, md: 10 },
        }}
      >
        <Box data-testid="simple-content" sx={{ width: 1, maxWidth: 448 }}>
          <Outlet />
        </Box>
      </Box>
    </Box>
  );
}
