// Date forms seen in CVs, normalised to ISO partial dates (docs/decisions/010-cv-parsing.md).

const MONTHS: Record<string, number> = {
  jan: 1,
  january: 1,
  feb: 2,
  february: 2,
  mar: 3,
  march: 3,
  apr: 4,
  april: 4,
  may: 5,
  jun: 6,
  june: 6,
  jul: 7,
  july: 7,
  aug: 8,
  august: 8,
  sep: 9,
  sept: 9,
  september: 9,
  oct: 10,
  october: 10,
  nov: 11,
  november: 11,
  dec: 12,
  december: 12,
};
// A season stands for its first month in the northern academic calendar (decision 010).
const SEASONS: Record<string, number> = { spring: 3, summer: 6, fall: 9, autumn: 9, winter: 12 };
const PRESENT =
  /^(present|current|currently|now|ongoing|today|(?:to|till|until) (?:date|now|present)|date)$/i;

const MONTH_NAME = `(?:${Object.keys({ ...MONTHS, ...SEASONS })
  .sort((a, b) => b.length - a.length)
  .join('|')})\\.?`;
const YEAR = `(?:19|20)\\d{2}`;
/** One date in any supported form; order matters (longest forms first). */
const DATE = [
  `\\d{1,2}(?:st|nd|rd|th)?\\s+${MONTH_NAME},?\\s+${YEAR}`,
  `${MONTH_NAME}\\s+\\d{1,2}(?:st|nd|rd|th)?,\\s*${YEAR}`,
  `${MONTH_NAME}(?:[\\s,-]*${YEAR}|\\s*'\\d{2})`,
  `${YEAR}[-/.](?:0?[1-9]|1[0-2])(?:[-/.](?:0?[1-9]|[12]\\d|3[01]))?(?!\\d)`,
  `(?:0?[1-9]|[12]\\d|3[01])[./](?:0?[1-9]|1[0-2])[./]${YEAR}`,
  `(?:0?[1-9]|1[0-2])[./-]${YEAR}`,
  // Year first, then the month ("2023 Mar.", "2012, November"), as some templates write it; not
  // "2019 may".
  `${YEAR}(?:\\s*,\\s*|\\s+(?!may\\b))${MONTH_NAME}(?![a-z])`,
  YEAR,
].join('|');
const END = `(?:${DATE}|present|current(?:ly)?|now|ongoing|today|(?:to|till|until) (?:date|now|present)|date)`;
// An end glued to the start's year ("Apr 2020Jun 2020", "Jun 2019Oct"): a separator the text
// layer lost; a bare month after the year ("Jun 2019Oct", "Oct 2014 Feb") ends the range in a
// year the text lost.
const RANGE = new RegExp(
  `(?<![\\w/.])(?:(?:since|from)\\s+)?(${DATE})(?:(?:\\s*(?:-{1,2}|–|—|to|until|till|through|thru|→)\\s*|\\s+)(${END})|(?<=\\d)(${END}|\\s*(?!may\\b)${MONTH_NAME}))?(?![\\w/])`,
  'i',
);

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/**
 * One date in any supported form → ISO partial date, or undefined.
 * "Mar 2021" → "2021-03", "03/2021" → "2021-03", "Spring 2020" → "2020-03", "2021" → "2021".
 * @example normaliseDate('Sept 2018') // '2018-09'
 */
export function normaliseDate(raw: string): string | undefined {
  const s = raw
    .trim()
    .replace(/\s*,\s*/g, ' ')
    .replace(/\s+/g, ' ');
  let m = /^(\d{1,2})(?:st|nd|rd|th)? ([a-z]+)\.? (\d{4})$/i.exec(s);
  if (m) return monthDay(m[3], m[2], m[1]);
  m = /^([a-z]+)\.? (\d{1,2})(?:st|nd|rd|th)? (\d{4})$/i.exec(s);
  if (m) return monthDay(m[3], m[1], m[2]);
  m = /^([a-z]+)\.?[ -]?('\d{2}|\d{4})$/i.exec(s);
  if (m?.[1] && m[2]) {
    const key = m[1].toLowerCase();
    const month = MONTHS[key] ?? SEASONS[key];
    const year = m[2].startsWith("'") ? shortYear(m[2].slice(1)) : m[2];
    return month ? `${year}-${pad(month)}` : undefined;
  }
  m = /^(\d{4}) ([a-z]+)\.?$/i.exec(s);
  if (m?.[1] && m[2]) {
    const key = m[2].toLowerCase();
    const month = MONTHS[key] ?? SEASONS[key];
    return month ? `${m[1]}-${pad(month)}` : undefined;
  }
  m = /^(\d{4})[-/.](\d{1,2})(?:[-/.](\d{1,2}))?$/.exec(s);
  if (m?.[1] && m[2]) return isoParts(m[1], Number(m[2]), m[3] ? Number(m[3]) : undefined);
  // Day-first for dotted and slashed full dates: the common form outside the US (decision 010).
  m = /^(\d{1,2})[./](\d{1,2})[./](\d{4})$/.exec(s);
  if (m?.[1] && m[2] && m[3]) return isoParts(m[3], Number(m[2]), Number(m[1]));
  m = /^(\d{1,2})[./-](\d{4})$/.exec(s);
  if (m?.[1] && m[2]) return isoParts(m[2], Number(m[1]));
  m = /^(\d{4})$/.exec(s);
  if (m?.[1] && /^(19|20)/.test(m[1])) return m[1];
  return undefined;
}

function shortYear(yy: string): string {
  // Two-digit years: 00–49 are 20xx, 50–99 are 19xx (decision 010).
  return Number(yy) < 50 ? `20${yy}` : `19${yy}`;
}

function monthDay(year: string | undefined, month: string | undefined, day: string | undefined) {
  const m = MONTHS[(month ?? '').toLowerCase()];
  if (!year || !m) return undefined;
  return isoParts(year, m, Number(day));
}

function isoParts(year: string, month: number, day?: number): string | undefined {
  if (month < 1 || month > 12) return undefined;
  if (day === undefined) return `${year}-${pad(month)}`;
  if (day < 1 || day > 31) return undefined;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** A date range found in a piece of text. `current` when the end is "present" or similar. */
export interface DateRange {
  startDate?: string;
  endDate?: string;
  current: boolean;
  /** The matched text, so callers can remove it from the line. */
  match: string;
  index: number;
}

/**
 * Finds the first date or date range in a text. "2019 – Present" → start 2019, current.
 * @example findDateRange('Mar 2021 – Present') // { startDate: '2021-03', current: true, … }
 */
export function findDateRange(text: string): DateRange | undefined {
  const m = RANGE.exec(text);
  if (!m?.[1]) return undefined;
  const startDate = normaliseDate(m[1]);
  if (!startDate) return undefined;
  const endRaw = (m[2] ?? m[3])?.trim();
  // "since 2019" is an open range, like "2019 – present".
  const current = endRaw !== undefined ? PRESENT.test(endRaw) : /^(since|from)\b/i.test(m[0]);
  const endDate = endRaw && !current ? normaliseDate(endRaw) : undefined;
  return { startDate, endDate, current, match: m[0], index: m.index };
}

/**
 * True when the text is nothing but a date or range (and light punctuation).
 * @example isOnlyDate('(2019 – 2021)') // true
 */
export function isOnlyDate(text: string): boolean {
  const r = findDateRange(text);
  if (!r) return false;
  const rest = text.replace(r.match, '').replace(/[\s,.;:|()–—-]+/g, '');
  return rest.length === 0;
}

/**
 * Copies a range's start and end onto an item.
 * @example setDates(item, findDateRange('2019 – 2021'))
 */
export function setDates(target: { startDate?: string; endDate?: string }, d?: DateRange): void {
  if (!d) return;
  if (d.startDate) target.startDate = d.startDate;
  if (d.endDate) target.endDate = d.endDate;
}
