import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Two columns when the container is wide enough (the master CV page), one in onboarding. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ containerType: 'inline-size' }}>
      <Box
        sx={{
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: '1fr',
          '@container (min-width: 560px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
