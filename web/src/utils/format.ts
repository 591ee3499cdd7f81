// Dates and numbers in the interface language (docs/decisions/181-i18n.md): components pass the
// active Lingui locale (`useLingui().i18n.locale`), so a language switch re-renders them in it.
// Intl formatters are costly to build; one per locale and options is kept.

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function cached<F>(cache: Map<string, F>, locale: string, options: object, make: () => F): F {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

/** "24 Nov 2026" in en, "24.11.2026" in de; '—' for a missing or unreadable date. */
export function formatDate(
  value: string | number | Date | null | undefined,
  locale: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  if (value === null || value === undefined) return '—';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  return cached(
    dateFormats,
    locale,
    options,
    () => new Intl.DateTimeFormat(locale, options),
  ).format(date);
}

/** A date with its time: "24 Nov 2026, 14:05" in en, "24.11.2026, 14:05" in de. */
export function formatDateTime(value: string | number | Date | null | undefined, locale: string) {
  return formatDate(value, locale, { dateStyle: 'medium', timeStyle: 'short' });
}

/** "12,345" in en, "12.345" in de. */
export function formatNumber(
  value: number,
  locale: string,
  options: Intl.NumberFormatOptions = {},
): string {
  return cached(
    numberFormats,
    locale,
    options,
    () => new Intl.NumberFormat(locale, options),
  ).format(value);
}

const listFormats = new Map<string, Intl.ListFormat>();

/** "A, B or C" in en, "A, B oder C" in de (`disjunction`); "A, B and C" with `conjunction`. */
export function formatList(
  items: string[],
  locale: string,
  type: Intl.ListFormatType = 'conjunction',
): string {
  const options = { type };
  return cached(listFormats, locale, options, () => new Intl.ListFormat(locale, options)).format(
    items,
  );
}

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

/** "in 3 days", "yesterday", "2 hours ago" in en; "in 3 Tagen", "gestern", "vor 2 Stunden" in de. */
export function formatRelativeTime(
  value: number,
  unit: Intl.RelativeTimeFormatUnit,
  locale: string,
): string {
  const options = { numeric: 'auto' } as const;
  return cached(
    relativeFormats,
    locale,
    options,
    () => new Intl.RelativeTimeFormat(locale, options),
  ).format(value, unit);
}

/** A number of days from today, capitalised: "Today", "Tomorrow", "In 3 days", "3 days ago" in
 * en; "Heute", "Morgen", "In 3 Tagen", "Vor 3 Tagen" in de. */
export function formatDaysFromToday(days: number, locale: string): string {
  const options = { numeric: 'auto' } as const;
  const text = cached(
    relativeFormats,
    locale,
    options,
    () => new Intl.RelativeTimeFormat(locale, options),
  ).format(days, 'day');
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}
