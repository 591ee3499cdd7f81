import type { DashboardStats } from '@jobfit/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';

/** The chart's height; its placeholder has the same, so nothing moves when it arrives. */
const CHART_HEIGHT = 300;

// The chart library is ~90 KB gzip: loaded after the dashboard paints, not before.
const ScoreTrendLine = lazy(() => import('./score-trend-line'));

const dayFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' });
const asDay = (d: string) => dayFormat.format(new Date(d.length === 10 ? `${d}T12:00:00` : d));

/** Average match score per day of scanning, with a text summary for screen readers. */
export function ScoreTrendChart({ trend }: { trend: DashboardStats['scoreTrend'] }) {
  if (trend.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary', py: 6, textAlign: 'center' }}>
        Your score trend appears after your first scan.
      </Typography>
    );
  }
  const summary = trend
    .map((p) => `${asDay(p.date)}: ${Math.round(p.averageScore)} over ${p.scans} scans`)
    .join('; ');
  return (
    <Box role="img" aria-label={`Average score by day. ${summary}`}>
      <Suspense fallback={<Skeleton variant="rounded" height={CHART_HEIGHT} />}>
        <ScoreTrendLine
          trend={trend}
          days={trend.map((p) => asDay(p.date))}
          height={CHART_HEIGHT}
        />
      </Suspense>
      {trend.length === 1 && (
        <Typography
          variant="caption"
          component="p"
          sx={{ color: 'text.secondary', textAlign: 'center' }}
        >
          {trend[0]?.scans} {trend[0]?.scans === 1 ? 'scan' : 'scans'} so far: scan on other days to
          see your trend.
        </Typography>
      )}
    </Box>
  );
}
