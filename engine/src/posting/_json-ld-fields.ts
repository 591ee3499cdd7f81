// The schema.org JobPosting fields a job tracker keeps beside the text: pay, dates and the kind
// of employment (docs/decisions/170-posting-import.md).

const UNIT_WORDS: Record<string, string> = {
  HOUR: 'an hour',
  DAY: 'a day',
  WEEK: 'a week',
  MONTH: 'a month',
  YEAR: 'a year',
};

function numberOf(value: unknown): number | undefined {
  const n = typeof value === 'string' ? Number(value.replace(/[,\s]/g, '')) : value;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : undefined;
}

function money(amount: number, currency: string | undefined): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  if (currency && /^[A-Z]{3}$/.test(currency)) {
    try {
      return new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency,
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }).format(amount);
    } catch {
      // An unknown code: the number and the code as written.
    }
  }
  const figure = amount.toLocaleString('en-US', { maximumFractionDigits: 2 });
  return currency ? `${currency} ${figure}` : figure;
}

/**
 * A `baseSalary` (MonetaryAmount, or a bare number or text) as one line: "$120,000–$150,000 a year".
 *
 * @example salaryOf({ currency: 'USD', value: { minValue: 1, maxValue: 2, unitText: 'HOUR' } }) // '$1–$2 an hour'
 */
export function salaryOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  const direct = numberOf(value);
  if (direct !== undefined) return money(direct, undefined);
  if (!value || typeof value !== 'object') return undefined;
  const o = value as Record<string, unknown>;
  const currency = typeof o.currency === 'string' ? o.currency.trim().toUpperCase() : undefined;
  const inner = (o.value && typeof o.value === 'object' ? o.value : o) as Record<string, unknown>;
  const single = numberOf(inner.value ?? (o.value !== inner ? o.value : undefined));
  const min = numberOf(inner.minValue) ?? single;
  const max = numberOf(inner.maxValue) ?? single;
  if (min === undefined && max === undefined) return undefined;
  const unitText = typeof inner.unitText === 'string' ? inner.unitText : o.unitText;
  const unit = typeof unitText === 'string' ? UNIT_WORDS[unitText.trim().toUpperCase()] : undefined;
  const range =
    min !== undefined && max !== undefined && min !== max
      ? `${money(min, currency)}–${money(max, currency)}`
      : money((min ?? max) as number, currency);
  return unit ? `${range} ${unit}` : range;
}

/**
 * The calendar day of an ISO date or date-time (`validThrough`, `datePosted`), as written.
 *
 * @example calendarDayOf('2026-12-31T23:59:59-05:00') // '2026-12-31'
 */
export function calendarDayOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/.exec(value.trim());
  if (!m) return undefined;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return month >= 1 && month <= 12 && day >= 1 && day <= last
    ? `${m[1]}-${m[2]}-${m[3]}`
    : undefined;
}

/**
 * `employmentType` (one value or a list) as words: "FULL_TIME" → "Full-time".
 *
 * @example employmentTypeOf(['FULL_TIME', 'CONTRACTOR']) // 'Full-time, Contract'
 */
export function employmentTypeOf(value: unknown): string | undefined {
  const values = (Array.isArray(value) ? value : [value]).filter(
    (v): v is string => typeof v === 'string' && v.trim() !== '',
  );
  const words = values.map((v) => EMPLOYMENT_WORDS[v.replace(/[\s_-]/g, '').toUpperCase()] ?? v);
  return words.length > 0 ? [...new Set(words)].join(', ') : undefined;
}

const EMPLOYMENT_WORDS: Record<string, string> = {
  FULLTIME: 'Full-time',
  PARTTIME: 'Part-time',
  CONTRACTOR: 'Contract',
  CONTRACT: 'Contract',
  TEMPORARY: 'Temporary',
  INTERN: 'Internship',
  INTERNSHIP: 'Internship',
  VOLUNTEER: 'Volunteer',
  PERDIEM: 'Per diem',
  OTHER: 'Other',
};
