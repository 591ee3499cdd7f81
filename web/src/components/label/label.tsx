import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

type LabelColor = 'default' | 'primary' | 'info' | 'success' | 'warning' | 'error';

type LabelProps = { color: LabelColor; children: ReactNode; sx?: SxProps<Theme> };

/**
 * A soft coloured label (Minimal's Label): bold caption on a 16 % tint of the colour, the dark
 * shade of the colour in light mode and the light shade in dark mode; `default` is grey.
 *
 * @example <Label color="success">Matched</Label>
 */
export function Label({ color, children, sx }: LabelProps) {
  return (
    <Box
      component="span"
      sx={[
        {
          px: 1,
          py: 0.25,
          borderRadius: 0.75,
          typography: 'caption',
          fontWeight: 700,
          whiteSpace: 'nowrap',
        },
        color === 'default'
          ? { color: 'text.secondary', bgcolor: 'rgb(145 158 171 / 0.16)' }
          : {
              color: `${color}.dark`,
              bgcolor: `rgb(var(--palette-${color}-mainChannel) / 0.16)`,
              '.dark &': { color: `${color}.light` },
            },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
