import TrendingDownRounded from '@mui/icons-material/TrendingDownRounded';
import TrendingFlatRounded from '@mui/icons-material/TrendingFlatRounded';
import TrendingUpRounded from '@mui/icons-material/TrendingUpRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ScoreComponent } from '../utils/scan-details';
import { ScoreGauge, scoreColor } from './score-gauge';

const VERDICT = { success: 'Strong match', warning: 'Fair match', error: 'Weak match' } as const;

type ScoreCardProps = { score: number; previousScore: number | null; breakdown: ScoreComponent[] };

/** The score, its change since the last scan of this job, and the parts that add up to it. */
export function ScoreCard({ score, previousScore, breakdown }: ScoreCardProps) {
  const delta = previousScore === null ? null : score - previousScore;
  const color = scoreColor(score);
  return (
    <Card sx={{ p: 3 }} component="section" aria-label="Score">
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row', lg: 'column' },
          alignItems: 'center',
          gap: 3,
        }}
      >
        <ScoreGauge score={score} />
        <Box sx={{ textAlign: { xs: 'center', sm: 'left', lg: 'center' } }}>
          <Typography variant="h5" sx={{ color: `${color}.main` }}>
            {VERDICT[color]}
          </Typography>
          {delta !== null && (
            <Chip
              data-testid="score-change"
              sx={{ mt: 1 }}
              color={delta > 0 ? 'success' : delta < 0 ? 'error' : 'default'}
              variant="outlined"
              icon={
                delta > 0 ? (
                  <TrendingUpRounded />
                ) : delta < 0 ? (
                  <TrendingDownRounded />
                ) : (
                  <TrendingFlatRounded />
                )
              }
              label={`${delta > 0 ? '+' : ''}${delta} since the last scan (${previousScore})`}
            />
          )}
        </Box>
      </Box>
      <Box
        component="ul"
        aria-label="Score breakdown"
        sx={{
          m: 0,
          p: 0,
          mt: 3,
          listStyle: 'none',
          display: 'flex',
          flexDirection: 'column',
          gap: 2,
        }}
      >
        {breakdown.map((part) => (
          <li key={part.id}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mb: 0.5 }}>
              <Typography variant="subtitle2">{part.label}</Typography>
              <Typography
                variant="subtitle2"
                sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}
              >
                {part.points} / {part.weight}
              </Typography>
            </Box>
            <LinearProgress
              variant="determinate"
              value={Math.max(0, Math.min(100, part.fraction * 100))}
              color={part.fraction >= 0.75 ? 'success' : part.fraction >= 0.5 ? 'warning' : 'error'}
              aria-label={`${part.label}: ${part.points} of ${part.weight} points`}
              sx={{ height: 6, borderRadius: 3, bgcolor: 'rgb(145 158 171 / 0.16)' }}
            />
            <Typography
              variant="caption"
              sx={{ color: 'text.secondary', display: 'block', mt: 0.5 }}
            >
              {part.detail}
            </Typography>
          </li>
        ))}
      </Box>
    </Card>
  );
}
