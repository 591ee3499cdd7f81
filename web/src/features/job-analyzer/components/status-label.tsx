import Box from '@mui/material/Box';
import type { KeywordStatus } from '../utils/highlight-segments';

export const STATUS_COLOR = { matched: 'success', partial: 'warning', missing: 'error' } as const;
const TEXT = { matched: 'Matched', partial: 'Partial', missing: 'Missing' } as const;

/** A soft coloured label for a keyword's status. */
export function StatusLabel({ status }: { status: KeywordStatus }) {
  const color = STATUS_COLOR[status];
  return (
    <Box
      component="span"
      sx={{
        px: 1,
        py: 0.25,
        borderRadius: 0.75,
        typography: 'caption',
        fontWeight: 700,
        whiteSpace: 'nowrap',
        color: `${color}.dark`,
        bgcolor: `rgb(var(--palette-${color}-mainChannel) / 0.16)`,
        '.dark &': { color: `${color}.light` },
      }}
    >
      {TEXT[status]}
    </Box>
  );
}
