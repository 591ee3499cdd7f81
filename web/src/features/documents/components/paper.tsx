import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

// A preview is a sheet of paper in either colour scheme: white, dark ink, like the export.
export const PAPER_INK = '#1c252e';
export const SERIF = '"Source Serif 4", Georgia, "Times New Roman", serif';
export const SANS = '"Source Sans 3", Calibri, "Helvetica Neue", Arial, sans-serif';

type PaperProps = { label: string; family: string; children: ReactNode };

/** The page the previews draw on, scaled to the card (A4 proportions, grows with content). */
export function Paper({ label, family, children }: PaperProps) {
  return (
    <Box
      role="region"
      aria-label={label}
      sx={{
        bgcolor: '#fff',
        color: PAPER_INK,
        fontFamily: family,
        fontSize: 13,
        lineHeight: 1.35,
        px: { xs: 2.5, sm: 5 },
        py: { xs: 3, sm: 5 },
        minHeight: 560,
        borderRadius: 1,
        boxShadow: '0 0 2px 0 rgb(145 158 171 / 0.2), 0 12px 24px -4px rgb(145 158 171 / 0.12)',
        border: '1px solid rgb(145 158 171 / 0.16)',
        overflowWrap: 'anywhere',
      }}
    >
      {children}
    </Box>
  );
}
