import { useLingui } from '@lingui/react/macro';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

type ScoreChangeProps = {
  original: number | null;
  tailored: number;
  size?: 'small' | 'large';
};

/** The scan's score of the master CV next to the tailored CV's, against the same posting. */
export function ScoreChange({ original, tailored, size = 'large' }: ScoreChangeProps) {
  const { t } = useLingui();
  const delta = original === null ? null : tailored - original;
  const variant = size === 'large' ? 'h3' : 'subtitle2';
  return (
    <Box
      sx={{ display: 'inline-flex', alignItems: 'center', gap: size === 'large' ? 1.5 : 0.75 }}
      aria-label={
        original === null
          ? t`Tailored score ${tailored}`
          : t`Score ${original} for your master CV, ${tailored} tailored`
      }
    >
      {original !== null && (
        <>
          <Typography
            variant={variant}
            component="span"
            sx={{ color: 'text.secondary' }}
            data-testid="original-score"
          >
            {original}
          </Typography>
          <ArrowForwardRounded
            fontSize={size === 'large' ? 'medium' : 'small'}
            sx={{ color: 'text.disabled' }}
          />
        </>
      )}
      <Typography variant={variant} component="span" data-testid="tailored-score">
        {tailored}
      </Typography>
      {delta !== null && delta !== 0 && (
        <Typography
          variant="caption"
          component="span"
          sx={{
            fontWeight: 700,
            px: 0.75,
            borderRadius: 0.75,
            color: delta > 0 ? 'success.dark' : 'warning.dark',
            bgcolor: `rgb(var(--palette-${delta > 0 ? 'success' : 'warning'}-mainChannel) / 0.16)`,
            '.dark &': { color: delta > 0 ? 'success.light' : 'warning.light' },
          }}
        >
          {delta > 0 ? `+${delta}` : delta}
        </Typography>
      )}
    </Box>
  );
}
