import type { DocumentKind } from '@jobfit/contracts';
import { Label } from 'src/components/label/label';

export const KIND_NAMES: Record<DocumentKind, string> = {
  cv: 'Tailored CV',
  cover_letter: 'Cover letter',
};

/** A small coloured label naming the kind of document. */
export function KindLabel({ kind }: { kind: DocumentKind }) {
  return (
    <Label
      color={kind === 'cv' ? 'primary' : 'info'}
      sx={{ display: 'inline-flex', alignItems: 'center', height: 22, px: 0.75, py: 0 }}
    >
      {KIND_NAMES[kind]}
    </Label>
  );
}
