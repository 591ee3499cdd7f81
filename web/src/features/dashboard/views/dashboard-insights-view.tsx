import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import AutoGraphRounded from '@mui/icons-material/AutoGraphRounded';
import EmojiEventsRounded from '@mui/icons-material/EmojiEventsRounded';
import TravelExploreRounded from '@mui/icons-material/TravelExploreRounded';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { memo, useDeferredValue } from 'react';
import { useDashboard } from 'src/hooks/use-dashboard';
import { usageMeter } from 'src/utils/usage-meter';
import { ChartCard } from '../components/chart-card';
import { MissingSkills, UpcomingDeadlines } from '../components/insight-lists';
import { OutcomesCard } from '../components/outcomes-card';
import { PipelineFunnel } from '../components/pipeline-funnel';
import { ScoreTrendChart } from '../components/score-trend-chart';
import { StatCard } from '../components/stat-card';
import { formatScore } from '../utils/insights';

const grid = (columns: object) => ({ display: 'grid', gap: 3, gridTemplateColumns: columns });

/**
 * Dashboard insights: usage, scores, trend, pipeline, missing skills, deadlines and outcomes (the latest
 * scans are the dashboard feature's own card on the same page).
 */
export function DashboardInsightsView() {
  const { data, error } = useDashboard();
  // The figures arrive through SWR's store, which renders at once; deferred, in slices.
  return <Insights data={useDeferredValue(data)} error={useDeferredValue(error)} />;
}

const Insights = memo(function Insights({
  data,
  error,
}: {
  data: ReturnType<typeof useDashboard>['data'];
  error: unknown;
}) {
  const { t, i18n } = useLingui();
  if (error && !data) {
    return (
      <Typography role="alert" sx={{ color: 'error.main' }}>
        <Trans>Could not load your figures. They will appear when the connection is back.</Trans>
      </Typography>
    );
  }
  if (!data) {
    return (
      <Box
        sx={grid({ xs: '1fr', md: 'repeat(3, 1fr)' })}
        aria-busy="true"
        aria-label={t`Loading figures`}
      >
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={150} />
        ))}
      </Box>
    );
  }
  const scans = usageMeter(data.usage.scans.used, data.usage.scans.limit, i18n);
  const { remaining } = scans;
  const limit = data.usage.scans.limit;
  const scanCount = data.scanCount;
  const now = new Date();
  return (
    <Box sx={{ display: 'grid', gap: 3 }} data-testid="insights">
      <Box sx={grid({ xs: '1fr', md: 'repeat(3, 1fr)' })}>
        <StatCard
          title={t`Scans this month`}
          icon={<TravelExploreRounded />}
          value={data.usage.scans.used}
          caption={
            <>
              <LinearProgress
                variant="determinate"
                value={data.usage.scans.limit === null ? 100 : scans.percent}
                color={scans.tone}
                aria-label={t`Scans this month: ${scans.label}`}
                sx={{
                  height: 6,
                  borderRadius: 1,
                  mb: 1,
                  bgcolor: 'rgb(145 158 171 / 0.16)',
                  opacity: data.usage.scans.limit === null ? 0.32 : 1,
                }}
              />
              {limit === null
                ? t`Unlimited on Pro`
                : data.usage.plan === 'pro'
                  ? t`${remaining} of ${limit} left on the Pro plan`
                  : t`${remaining} of ${limit} left on the Free plan`}
            </>
          }
        />
        <StatCard
          title={t`Average score`}
          icon={<AutoGraphRounded />}
          value={formatScore(data.averageScore)}
          caption={plural(scanCount, { one: 'Across # scan', other: 'Across # scans' })}
        />
        <StatCard
          title={t`Best score`}
          icon={<EmojiEventsRounded />}
          value={data.bestScore ?? '—'}
          caption={t`Your closest match so far`}
        />
      </Box>
      <Box sx={grid({ xs: '1fr', lg: '2fr 1fr' })}>
        <ChartCard title={t`Score trend`} subheader={t`Average match score by day`}>
          <ScoreTrendChart trend={data.scoreTrend} />
        </ChartCard>
        <ChartCard title={t`Pipeline`} subheader={t`Tracked jobs by status`}>
          <PipelineFunnel funnel={data.funnel} />
        </ChartCard>
      </Box>
      <Box sx={grid({ xs: '1fr', md: 'repeat(2, 1fr)' })}>
        <MissingSkills skills={data.topMissingSkills} />
        <UpcomingDeadlines deadlines={data.upcomingDeadlines} now={now} />
      </Box>
      <OutcomesCard outcomes={data.outcomes} />
    </Box>
  );
});
