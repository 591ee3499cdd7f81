import type { KeywordStatus } from './highlight-segments';
import { type KeywordGroup, keywordGroup, type ScanKeyword } from './scan-details';

export type KeywordFilter = {
  group: KeywordGroup | 'all';
  status: KeywordStatus | 'all';
  importance: 'all' | 'required' | 'preferred';
  search: string;
};

const STATUS_ORDER: Record<KeywordStatus, number> = { missing: 0, partial: 1, matched: 2 };

/** Keywords passing the table's filters: required first, then gaps first, then most mentioned. */
export function filterKeywords(keywords: ScanKeyword[], filter: KeywordFilter): ScanKeyword[] {
  const search = filter.search.trim().toLowerCase();
  return keywords
    .filter((k) => filter.group === 'all' || keywordGroup(k.category) === filter.group)
    .filter((k) => filter.status === 'all' || k.status === filter.status)
    .filter(
      (k) =>
        filter.importance === 'all' ||
        (filter.importance === 'required' ? k.required : !k.required && k.preferred),
    )
    .filter((k) => !search || k.name.toLowerCase().includes(search))
    .sort(
      (a, b) =>
        Number(b.required) - Number(a.required) ||
        STATUS_ORDER[a.status] - STATUS_ORDER[b.status] ||
        b.jobCount - a.jobCount ||
        a.name.localeCompare(b.name),
    );
}
