import { Label } from 'src/components/label/label';
import type { KeywordStatus } from '../utils/highlight-segments';

export const STATUS_COLOR = { matched: 'success', partial: 'warning', missing: 'error' } as const;
const TEXT = { matched: 'Matched', partial: 'Partial', missing: 'Missing' } as const;

/** A soft coloured label for a keyword's status. */
export function StatusLabel({ status }: { status: KeywordStatus }) {
  return <Label color={STATUS_COLOR[status]}>{TEXT[status]}</Label>;
}
