import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import WorkspacePremiumRounded from '@mui/icons-material/WorkspacePremiumRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { QuotaDetails } from '@jobfit/contracts';
import { Link as RouterLink } from 'react-router';
import { paths } from 'src/routes/paths';
import { formatDate } from 'src/utils/format';

/** 402 quota_exceeded: how many scans were used, when they reset, and the way to Pro. */
export function QuotaPrompt({
  details,
  message,
}: {
  details: QuotaDetails | null;
  message: string;
}) {
  const { t, i18n } = useLingui();
  const resets = details ? formatDate(details.resetsAt, i18n.locale, { dateStyle: 'long' }) : null;
  return (
    <Card
      role="alert"
      sx={{
        p: 3,
        display: 'flex',
        gap: 2.5,
        alignItems: { sm: 'center' },
        flexDirection: { xs: 'column', sm: 'row' },
        color: 'warning.darker',
        bgcolor: 'rgb(var(--palette-warning-mainChannel) / 0.12)',
        boxShadow: 'none',
        '[data-mui-color-scheme="dark"] &, .dark &': { color: 'warning.lighter' },
      }}
    >
      <WorkspacePremiumRounded sx={{ fontSize: 40, color: 'warning.main' }} />
      <Box sx={{ flexGrow: 1 }}>
        <Typography variant="subtitle1">
          {details
            ? plural(details.limit, {
                one: 'You have used the # scan of your Free plan this month',
                other: 'You have used all # scans of your Free plan this month',
              })
            : message}
        </Typography>
        <Typography variant="body2" sx={{ opacity: 0.8 }}>
          {resets ? `${t`More scans on ${resets}.`} ` : ''}
          <Trans>Rescanning a job you already scanned stays free. Pro has unlimited scans.</Trans>
        </Typography>
      </Box>
      <Button
        component={RouterLink}
        to={paths.dashboard.subscription}
        variant="contained"
        color="warning"
      >
        <Trans>Upgrade to Pro</Trans>
      </Button>
    </Card>
  );
}
