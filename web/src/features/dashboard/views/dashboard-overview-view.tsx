import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import DescriptionRounded from '@mui/icons-material/DescriptionRounded';
import WorkHistoryRounded from '@mui/icons-material/WorkHistoryRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useMasterCv } from 'src/hooks/use-master-cv';
import { paths } from 'src/routes/paths';
import { useLatestScans } from '../api/get-latest-scans';
import { LatestScansCard } from '../components/latest-scans-card';
import { MasterCvCta } from '../components/master-cv-cta';

const tools = [
  {
    title: msg`Master CV`,
    text: msg`Keep one base CV that every job match starts from.`,
    to: paths.dashboard.masterCv,
    icon: <DescriptionRounded />,
  },
  {
    title: msg`Job Analyzer`,
    text: msg`Paste a job posting and see how well your CV fits, and why.`,
    to: paths.dashboard.jobAnalyzer.root,
    icon: <AutoAwesomeRounded />,
  },
  {
    title: msg`Job Tracker`,
    text: msg`Follow every job you scanned from saved to offer.`,
    to: paths.dashboard.jobTargets,
    icon: <WorkHistoryRounded />,
  },
];

/** The dashboard's greeting: painted at once, it needs nothing but the signed-in user's name. */
export function DashboardWelcome({ name }: { name: string }) {
  return (
    <Card
      sx={{
        p: { xs: 3, md: 5 },
        color: 'common.white',
        background:
          'linear-gradient(135deg, var(--palette-primary-dark), var(--palette-primary-main) 60%, var(--palette-primary-light))',
        overflow: 'hidden',
        '&::after': {
          content: '""',
          position: 'absolute',
          width: 320,
          height: 320,
          borderRadius: '50%',
          right: -80,
          top: -120,
          bgcolor: 'rgb(255 255 255 / 0.08)',
        },
      }}
    >
      <Typography component="h1" variant="h4" sx={{ position: 'relative', zIndex: 1 }}>
        <Trans>Welcome back, {name}</Trans>
      </Typography>
      <Typography sx={{ mt: 1, opacity: 0.8, maxWidth: 560, position: 'relative', zIndex: 1 }}>
        <Trans>
          Match your CV to job postings, see exactly which keywords are missing, and keep track of
          every application.
        </Trans>
      </Typography>
    </Card>
  );
}

/**
 * Whether the master CV and the latest scans are known. The page shows the rest of the dashboard
 * only then, all at once: a call to action or a list appearing above content already shown would
 * move it (layout shift, decision 090).
 */
export function useDashboardReady(): boolean {
  const cv = useMasterCv();
  const scans = useLatestScans();
  const settled = (r: { data?: unknown; error?: unknown }) =>
    r.data !== undefined || r.error !== undefined;
  return settled(cv) && settled(scans);
}

/** Stands in for the dashboard's body until it is ready; it is the last thing on the page. */
export function DashboardBodySkeleton() {
  const { t } = useLingui();
  return (
    <Box aria-busy="true" aria-label={t`Loading your dashboard`} sx={{ display: 'grid', gap: 3 }}>
      <Skeleton variant="rounded" height={220} />
      <Skeleton variant="rounded" height={180} />
    </Box>
  );
}

/** Dashboard home below the greeting: the master CV call to action, latest scans and the tools. */
export function DashboardOverviewView() {
  const { i18n } = useLingui();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <MasterCvCta />
      <LatestScansCard />
      <Box
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
      >
        {tools.map((tool) => (
          <Card key={tool.to} sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
            <Box
              sx={{
                width: 48,
                height: 48,
                borderRadius: 1.5,
                display: 'grid',
                placeItems: 'center',
                color: 'primary.main',
                bgcolor: 'rgb(var(--palette-primary-mainChannel) / 0.08)',
              }}
            >
              {tool.icon}
            </Box>
            <Typography variant="h6" component="h2">
              {i18n._(tool.title)}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', flexGrow: 1 }}>
              {i18n._(tool.text)}
            </Typography>
            <Button
              component={RouterLink}
              to={tool.to}
              endIcon={<ArrowForwardRounded sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />}
              sx={{ alignSelf: 'flex-start', ml: -1 }}
            >
              <Trans>Open</Trans>
            </Button>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
