import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { scoreColor } from 'src/utils/score-color';

/** A ring gauge of the match score (plain SVG). */
export function ScoreGauge({ score, size = 168 }: { score: number; size?: number }) {
  const { t } = useLingui();
  const value = Math.max(0, Math.min(100, Math.round(score)));
  const stroke = 14;
  const r = (size - stroke) / 2;
  const c = 2 * Math.PI * r;
  const color = scoreColor(value);
  return (
    <Box
      role="img"
      aria-label={t`Match score ${value} out of 100`}
      sx={{ position: 'relative', width: size, height: size, flexShrink: 0 }}
    >
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden="true">
        <circle
          cx={size / 2}
          cy={size / 2}
          r={r}
          fill="none"
          strokeWidth={stroke}
          stroke="rgb(145 158 171 / 0.16)"
        />
        <circle
          cx={size / 2}
          cy={size / 2}
          r={r}
          fill="none"
          strokeWidth={stroke}
          strokeLinecap="round"
          stroke={`var(--palette-${color}-main)`}
          strokeDasharray={`${(c * value) / 100} ${c}`}
          transform={`rotate(-90 ${size / 2} ${size / 2})`}
          style={{ transition: 'stroke-dasharray 600ms ease-out' }}
        />
      </svg>
      <Box
        sx={{
          position: 'absolute',
          inset: 0,
          display: 'grid',
          placeContent: 'center',
          textAlign: 'center',
        }}
      >
        <Typography
          data-testid="scan-score"
          sx={{ fontSize: size / 3.6, fontWeight: 800, lineHeight: 1 }}
        >
          {value}
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary', fontWeight: 600 }}>
          <Trans>out of 100</Trans>
        </Typography>
      </Box>
    </Box>
  );
}
