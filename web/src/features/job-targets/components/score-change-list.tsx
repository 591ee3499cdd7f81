import type { JobTargetDetail } from '@jobfit/contracts';
import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { scanChangeLines } from '../utils/scan-changes';

const TONE = (delta: number) =>
  delta > 0 ? 'success.main' : delta < 0 ? 'error.main' : 'text.disabled';

/** What changed between consecutive scans of the job, newest first, under the chart. */
export function ScoreChangeList({ scores }: { scores: JobTargetDetail['scores'] }) {
  const { t, i18n } = useLingui();
  const lines = scanChangeLines(scores, i18n);
  if (lines.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={t`Changes between scans`}
      sx={{ m: 0, mt: 2, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}
    >
      {lines.map((line) => (
        <Box component="li" key={line.scanId} sx={{ display: 'flex', gap: 1.25 }}>
          <Box
            aria-hidden
            sx={{
              mt: 0.875,
              width: 8,
              height: 8,
              flexShrink: 0,
              borderRadius: '50%',
              bgcolor: TONE(line.delta),
            }}
          />
          <Typography variant="body2">{line.text}</Typography>
        </Box>
      ))}
    </Box>
  );
}
