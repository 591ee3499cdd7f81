import type { DashboardStats } from '@jobfit/contracts';
import { useLingui } from '@lingui/react/macro';
import { LineChart, lineClasses } from '@mui/x-charts/LineChart';

/** The line of the score trend; its own chunk, since the chart library is large (decision 090). */
export default function ScoreTrendLine({
  trend,
  days,
  height,
}: {
  trend: DashboardStats['scoreTrend'];
  days: string[];
  height: number;
}) {
  const { t } = useLingui();
  return (
    <LineChart
      height={height}
      skipAnimation
      hideLegend
      margin={{ left: 0, right: 16, top: 16, bottom: 0 }}
      grid={{ horizontal: true }}
      xAxis={[
        {
          scaleType: 'point',
          disableLine: true,
          disableTicks: true,
          data: days,
        },
      ]}
      yAxis={[{ min: 0, max: 100, disableLine: true, disableTicks: true, width: 36 }]}
      series={[
        {
          data: trend.map((p) => Math.round(p.averageScore * 10) / 10),
          label: t`Average score`,
          area: true,
          curve: 'monotoneX',
          showMark: trend.length < 20,
        },
      ]}
      sx={{
        [`& .${lineClasses.mark}`]: { fill: 'var(--palette-primary-main)' },
        [`& .${lineClasses.area}`]: { fillOpacity: 0.12 },
        '& .MuiChartsAxis-tickLabel': { fill: 'var(--palette-text-secondary)' },
        '& .MuiChartsGrid-line': { strokeDasharray: '3 3', stroke: 'var(--palette-divider)' },
      }}
    />
  );
}
