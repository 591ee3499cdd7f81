import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import { scoreColor } from 'src/utils/score-color';

/** A score as a small coloured pill. */
export function ScorePill({ score }: { score: number }) {
  const { t } = useLingui();
  const color = scoreColor(score);
  return (
    <Box
      component="span"
      aria-label={t`Score ${score}`}
      sx={{
        display: 'inline-grid',
        placeItems: 'center',
        minWidth: 44,
        height: 28,
        px: 1,
        borderRadius: 1,
        typography: 'subtitle2',
        color: `${color}.dark`,
        bgcolor: `rgb(var(--palette-${color}-mainChannel) / 0.16)`,
        '.dark &': { color: `${color}.light` },
      }}
    >
      {score}
    </Box>
  );
}
