import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

type Tone = 'primary' | 'success' | 'error' | 'warning' | 'info';

/** A round tinted badge holding one icon, at the top of a status screen. */
export function StatusIcon({ tone = 'primary', children }: { tone?: Tone; children: ReactNode }) {
  return (
    <Box
      aria-hidden="true"
      sx={{
        width: 72,
        height: 72,
        mb: 1,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        color: `${tone}.main`,
        bgcolor: `rgb(var(--palette-${tone}-mainChannel) / 0.12)`,
        '& svg': { fontSize: 36 },
      }}
    >
      {children}
    </Box>
  );
}
