import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { scoreColor } from 'src/utils/score-color';

/** The latest match score and, after a rescan, its change (▲ +6). */
export function ScoreBadge({ score, change }: { score: number | null; change: number | null }) {
  const { t } = useLingui();
  if (score === null) {
    return (
      <Typography variant="body2" sx={{ color: 'text.disabled' }}>
        <Trans>No scan</Trans>
      </Typography>
    );
  }
  const color = scoreColor(score);
  const points = Math.abs(change ?? 0);
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      <Box
        component="span"
        aria-label={t`Score ${score} of 100`}
        sx={{
          minWidth: 36,
          textAlign: 'center',
          px: 0.75,
          py: 0.25,
          borderRadius: 0.75,
          typography: 'subtitle2',
          color: `${color}.dark`,
          bgcolor: `rgb(var(--palette-${color}-mainChannel) / 0.16)`,
          '.dark &': { color: `${color}.light` },
        }}
      >
        {score}
      </Box>
      {change !== null && change !== 0 && (
        <Box
          component="span"
          aria-label={
            change > 0
              ? t`up ${points} since the previous scan`
              : t`down ${points} since the previous scan`
          }
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            typography: 'caption',
            fontWeight: 600,
            color: change > 0 ? 'success.main' : 'error.main',
            '& svg': { fontSize: 14 },
          }}
        >
          {change > 0 ? <ArrowUpwardRounded /> : <ArrowDownwardRounded />}
          {Math.abs(change)}
        </Box>
      )}
    </Box>
  );
}
