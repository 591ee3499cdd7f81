import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import { Outlet } from 'react-router';
import { Logo } from 'src/components/logo/logo';

/** Centred auth layout: logo header, one card with 420px content. */
export function AuthCenteredLayout() {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        position: 'relative',
        bgcolor: 'background.default',
        '&::before': {
          content: '""',
          position: 'fixed',
          inset: 0,
          zIndex: 0,
          pointerEvents: 'none',
          background:
            'radial-gradient(600px circle at 12% 8%, rgb(var(--palette-primary-mainChannel) / 0.10), transparent 60%), radial-gradient(640px circle at 92% 96%, rgb(var(--palette-secondary-mainChannel) / 0.08), transparent 60%)',
        },
      }}
    >
      <Box
        component="header"
        sx={{
          position: 'relative',
          zIndex: 1,
          px: { xs: 2, md: 5 },
          height: { xs: 64, md: 72 },
          display: 'flex',
          alignItems: 'center',
        }}
      >
        <Logo withText size={36} />
      </Box>
      <Box
        component="main"
        sx={{
          position: 'relative',
          zIndex: 1,
          flexGrow: 1,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          px: 2,
          py: { xs: 3, md: 8 },
        }}
      >
        <Card
          sx={{
            width: 1,
            maxWidth: 'calc(420px + 2 * 40px)',
            px: { xs: 3, sm: 5 },
            py: { xs: 5, sm: 6 },
            borderRadius: 3,
          }}
        >
          <Box data-testid="auth-content" sx={{ width: 1, maxWidth: 420, mx: 'auto' }}>
            <Outlet />
          </Box>
        </Card>
      </Box>
    </Box>
  );
}
