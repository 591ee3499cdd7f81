import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Label } from 'src/components/label/label';
import type { KeywordStatus } from '../utils/highlight-segments';

export const STATUS_COLOR = { matched: 'success', partial: 'warning', missing: 'error' } as const;
const TEXT = { matched: msg`Matched`, partial: msg`Partial`, missing: msg`Missing` } as const;

/**
 * A soft coloured label for a keyword's status; a partial match through a related skill reads
 * "Related" (docs/decisions/130), never "Matched".
 */
export function StatusLabel({ status, via }: { status: KeywordStatus; via?: string }) {
  const { t, i18n } = useLingui();
  return (
    <Label color={STATUS_COLOR[status]}>
      {status === 'partial' && via === 'related' ? t`Related` : i18n._(TEXT[status])}
    </Label>
  );
}
