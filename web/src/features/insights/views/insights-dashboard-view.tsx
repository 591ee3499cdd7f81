import AutoGraphRounded from '@mui/icons-material/AutoGraphRounded';
import EmojiEventsRounded from '@mui/icons-material/EmojiEventsRounded';
import TravelExploreRounded from '@mui/icons-material/TravelExploreRounded';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
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
export function InsightsDashboardView() {
  const { data, error } = useDashboard();
  if (error && !data) {
    return (
      <Typography role="alert" sx={{ color: 'error.main' }}>
        Could not load your figures. They will appear when the connection is back.
      </Typography>
    );
  }
  if (!data) {
    return (
      <Box
        sx={grid({ xs: '1fr', md: 'repeat(3, 1fr)' })}
        aria-busy="true"
        aria-label="Loading figures"
      >
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={150} />
        ))}
      </Box>
    );
  }
  const scans = usageMeter(data.usage.scans.used, data.usage.scans.limit);
  const now = new Date();
  return (
    <Box sx={{ display: 'grid', gap: 3 }} data-testid="insights">
      <Box sx={grid({ xs: '1fr', md: 'repeat(3, 1fr)' })}>
        <StatCard
          title="Scans this month"
          icon={<TravelExploreRounded />}
          value={data.usage.scans.used}
          caption={
            <>
              <LinearProgress
                variant="determinate"
                value={data.usage.scans.limit === null ? 100 : scans.percent}
                color={scans.tone}
                aria-label={`Scans this month: ${scans.label}`}
                sx={{
                  height: 6,
                  borderRadius: 1,
                  mb: 1,
                  bgcolor: 'rgb(145 158 171 / 0.16)',
                  opacity: data.usage.scans.limit === null ? 0.32 : 1,
                }}
              />
              {data.usage.scans.limit === null
                ? 'Unlimited on Pro'
                : `${scans.remaining} of ${data.usage.scans.limit} left on the ${data.usage.plan === 'pro' ? 'Pro' : 'Free'} plan`}
            </>
          }
        />
        <StatCard
          title="Average score"
          icon={<AutoGraphRounded />}
          value={formatScore(data.averageScore)}
          caption={`Across ${data.scanCount} ${data.scanCount === 1 ? 'scan' : 'scans'}`}
        />
        <StatCard
          title="Best score"
          icon={<EmojiEventsRounded />}
          value={data.bestScore ?? '—'}
          caption="Your closest match so far"
        />
      </Box>
      <Box sx={grid({ xs: '1fr', lg: '2fr 1fr' })}>
        <ChartCard title="Score trend" subheader="Average match score by day">
          <ScoreTrendChart trend={data.scoreTrend} />
        </ChartCard>
        <ChartCard title="Pipeline" subheader="Tracked jobs by status">
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
}
