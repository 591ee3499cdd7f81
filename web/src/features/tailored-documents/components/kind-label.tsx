import Box from '@mui/material/Box';
import type { DocumentKind } from '@jobfit/contracts';

export const KIND_NAMES: Record<DocumentKind, string> = {
  cv: 'Tailored CV',
  cover_letter: 'Cover letter',
};

/** A small coloured label naming the kind of document. */
export function KindLabel({ kind }: { kind: DocumentKind }) {
  const color = kind === 'cv' ? 'primary' : 'info';
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        height: 22,
        px: 0.75,
        borderRadius: 0.75,
        typography: 'caption',
        fontWeight: 700,
        color: `${color}.dark`,
        bgcolor: `rgb(var(--palette-${color}-mainChannel) / 0.16)`,
        '.dark &': { color: `${color}.light` },
      }}
    >
      {KIND_NAMES[kind]}
    </Box>
  );
}
