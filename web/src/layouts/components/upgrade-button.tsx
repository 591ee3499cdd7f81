import { Trans, useLingui } from '@lingui/react/macro';
import RocketLaunchRounded from '@mui/icons-material/RocketLaunchRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { paths } from 'src/routes/paths';

/** Upgrade to Pro, shown to free users only; an icon-sized pill on phones. */
export function UpgradeButton() {
  const { t } = useLingui();
  return (
    <Button
      component={RouterLink}
      to={paths.dashboard.subscription}
      variant="contained"
      size="small"
      aria-label={t`Upgrade to Pro`}
      startIcon={<RocketLaunchRounded />}
      sx={{
        whiteSpace: 'nowrap',
        background:
          'linear-gradient(135deg, var(--palette-primary-light), var(--palette-primary-dark))',
        minWidth: { xs: 36, sm: 64 },
        px: { xs: 1, sm: 1.5 },
        '& .MuiButton-startIcon': { mx: { xs: 0 }, ml: { sm: '-4px' }, mr: { sm: 1 } },
      }}
    >
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        <Trans>Upgrade to Pro</Trans>
      </Box>
    </Button>
  );
}
