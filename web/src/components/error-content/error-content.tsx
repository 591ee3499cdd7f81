import { Trans } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Logo } from 'src/components/logo/logo';
import { paths } from 'src/routes/paths';

type ErrorContentProps = {
  code: string;
  title: string;
  description: ReactNode;
  action?: ReactNode;
};

/** Full-page message for not-found and router errors. */
export function ErrorContent({ code, title, description, action }: ErrorContentProps) {
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
          flexGrow: 1,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          textAlign: 'center',
          px: 2,
          pb: 10,
        }}
      >
        <Typography
          aria-hidden="true"
          sx={{
            fontSize: { xs: 96, md: 140 },
            fontWeight: 800,
            lineHeight: 1,
            letterSpacing: '-0.04em',
            background:
              'linear-gradient(135deg, var(--palette-primary-light), var(--palette-primary-dark))',
            backgroundClip: 'text',
            WebkitBackgroundClip: 'text',
            color: 'transparent',
            mb: 2,
          }}
        >
          {code}
        </Typography>
        <Typography component="h1" variant="h3" sx={{ mb: 1.5 }}>
          {title}
        </Typography>
        <Typography sx={{ color: 'text.secondary', maxWidth: 480, mb: 4 }}>
          {description}
        </Typography>
        {action ?? (
          <Button
            component={RouterLink}
            to={paths.root}
            size="large"
            variant="contained"
            color="inherit"
          >
            <Trans>Go to home</Trans>
          </Button>
        )}
      </Box>
    </Box>
  );
}
