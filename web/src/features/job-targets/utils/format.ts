import type { I18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { formatDate, formatRelativeTime } from 'src/utils/format';

// The tracker's dates in the interface language (docs/decisions/181-i18n.md): callers pass the
// active Lingui instance (`useLingui().i18n`), so a language switch re-renders them in it.

const DAY = { day: 'numeric', month: 'short', year: 'numeric' } as const;

/** "Dec 3, 2026" (en), "3. Dez. 2026" (de) for an ISO timestamp or a yyyy-mm-dd day (read as that
 * calendar day); '—' when there is none. */
export function formatDay(value: string | null, locale: string): string {
  if (!value) return '—';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00`) : new Date(value);
  return formatDate(date, locale, DAY);
}

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 31_536_000],
  ['month', 2_592_000],
  ['week', 604_800],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** "2 hours ago", "yesterday", "3 weeks ago" ("vor 2 Stunden", "gestern", …). */
export function formatRelative(value: string, i18n: I18n, now: Date = new Date()): string {
  const seconds = (new Date(value).getTime() - now.getTime()) / 1000;
  for (const [unit, size] of STEPS) {
    if (Math.abs(seconds) >= size) {
      return formatRelativeTime(Math.round(seconds / size), unit, i18n.locale);
    }
  }
  return t(i18n)`just now`;
}
