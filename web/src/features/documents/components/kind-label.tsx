import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { DocumentKind } from '@jobfit/contracts';
import { Label } from 'src/components/label/label';

const KIND_NAMES: Record<DocumentKind, MessageDescriptor> = {
  cv: msg`Tailored CV`,
  cover_letter: msg`Cover letter`,
};

/** A small coloured label naming the kind of document. */
export function KindLabel({ kind }: { kind: DocumentKind }) {
  const { i18n } = useLingui();
  return (
    <Label
      color={kind === 'cv' ? 'primary' : 'info'}
      sx={{ display: 'inline-flex', alignItems: 'center', height: 22, px: 0.75, py: 0 }}
    >
      {i18n._(KIND_NAMES[kind])}
    </Label>
  );
}
