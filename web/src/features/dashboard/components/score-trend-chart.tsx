import type { DashboardStats } from '@jobfit/contracts';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import { formatDate } from 'src/utils/format';

/** The chart's height; its placeholder has the same, so nothing moves when it arrives. */
const CHART_HEIGHT = 300;

// The chart library is ~90 KB gzip: loaded after the dashboard paints, not before.
const ScoreTrendLine = lazy(() => import('./score-trend-line'));

const asDay = (d: string, locale: string) =>
  formatDate(d.length === 10 ? `${d}T12:00:00` : d, locale, { day: 'numeric', month: 'short' });

/** Average match score per day of scanning, with a text summary for screen readers. */
export function ScoreTrendChart({ trend }: { trend: DashboardStats['scoreTrend'] }) {
  const { t, i18n } = useLingui();
  if (trend.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary', py: 6, textAlign: 'center' }}>
        <Trans>Your score trend appears after your first scan.</Trans>
      </Typography>
    );
  }
  const summary = trend
    .map((p) => {
      const day = asDay(p.date, i18n.locale);
      const score = Math.round(p.averageScore);
      return plural(p.scans, {
        one: `${day}: ${score} over # scan`,
        other: `${day}: ${score} over # scans`,
      });
    })
    .join('; ');
  const firstDayScans = trend[0]?.scans ?? 0;
  return (
    <Box role="img" aria-label={t`Average score by day. ${summary}`}>
      <Suspense fallback={<Skeleton variant="rounded" height={CHART_HEIGHT} />}>
        <ScoreTrendLine
          trend={trend}
          days={trend.map((p) => asDay(p.date, i18n.locale))}
          height={CHART_HEIGHT}
        />
      </Suspense>
      {trend.length === 1 && (
        <Typography
          variant="caption"
          component="p"
          sx={{ color: 'text.secondary', textAlign: 'center' }}
        >
          {plural(firstDayScans, {
            one: '# scan so far: scan on other days to see your trend.',
            other: '# scans so far: scan on other days to see your trend.',
          })}
        </Typography>
      )}
    </Box>
  );
}
