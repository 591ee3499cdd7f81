import type { DashboardStats } from '@jobfit/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart, lineClasses } from '@mui/x-charts/LineChart';

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
      <LineChart
        height={300}
        skipAnimation
        hideLegend
        margin={{ left: 0, right: 16, top: 16, bottom: 0 }}
        grid={{ horizontal: true }}
        xAxis={[
          {
            scaleType: 'point',
            disableLine: true,
            disableTicks: true,
            data: trend.map((p) => asDay(p.date)),
          },
        ]}
        yAxis={[{ min: 0, max: 100, disableLine: true, disableTicks: true, width: 36 }]}
        series={[
          {
            data: trend.map((p) => Math.round(p.averageScore * 10) / 10),
            label: 'Average score',
            area: true,
            curve: 'monotoneX',
            showMark: trend.length < 20,
          },
        ]}
        sx={{
          '& .MuiMarkElement-root': { fill: 'var(--palette-primary-main)' },
          [`& .${lineClasses.area}`]: { fillOpacity: 0.12 },
          '& .MuiChartsAxis-tickLabel': { fill: 'var(--palette-text-secondary)' },
          '& .MuiChartsGrid-line': { strokeDasharray: '3 3', stroke: 'var(--palette-divider)' },
        }}
      />
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
