import type { JobTargetDetail } from '@jobfit/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart, lineClasses } from '@mui/x-charts/LineChart';
import { formatDay } from '../utils/format';

/** The job's match score over its scans (oldest first), with a text summary for screen readers. */
export function ScoreHistoryChart({ scores }: { scores: JobTargetDetail['scores'] }) {
  const { t, i18n } = useLingui();
  const points = [...scores].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  if (points.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        <Trans>Not scanned yet.</Trans>
      </Typography>
    );
  }
  const summary = points
    .map((p, i) => {
      const version = i + 1;
      const { score } = p;
      const day = formatDay(p.createdAt, i18n.locale);
      return t`v${version}: ${score} on ${day}`;
    })
    .join(', ');
  return (
    <Box role="img" aria-label={t`Score history: ${summary}`}>
      <LineChart
        height={150}
        margin={{ top: 12, bottom: 4, left: 0, right: 12 }}
        skipAnimation
        hideLegend
        xAxis={[
          {
            scaleType: 'point',
            disableLine: true,
            disableTicks: true,
            // Versions as in the change list below the chart ("v2 → v3").
            data: points.map((_, i) => `v${i + 1}`),
            tickLabelStyle: { fontSize: 11 },
          },
        ]}
        yAxis={[
          {
            min: 0,
            max: 100,
            disableLine: true,
            disableTicks: true,
            width: 32,
            tickLabelStyle: { fontSize: 11 },
          },
        ]}
        series={[
          { data: points.map((p) => p.score), label: t`Score`, area: true, curve: 'monotoneX' },
        ]}
        grid={{ horizontal: true }}
        sx={{
          [`& .${lineClasses.area}`]: { fillOpacity: 0.12 },
          '& .MuiChartsAxis-tickLabel': { fill: 'var(--palette-text-secondary)' },
          '& .MuiChartsGrid-line': { strokeDasharray: '3 3', stroke: 'var(--palette-divider)' },
        }}
      />
    </Box>
  );
}
