import type { ImportedPosting } from '@jobfit/contracts';

/** What a reader gives: everything of the answer but the link the user typed. */
export type ImportedFields = Omit<ImportedPosting, 'url'>;

/** Text with tidy lines: spaces collapsed, blank lines at most one in a row. */
export function cleanText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A board's name in its links ("contoso-retail") as a company name ("Contoso Retail"). */
export function companyFromSlug(slug: string): string {
  return slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((w) => w[0]?.toUpperCase() + w.slice(1))
    .join(' ');
}

/** The calendar day of an ISO date-time or of milliseconds since 1970 (UTC). */
export function dayOf(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value) && Math.abs(value) < 8.64e15) {
    return new Date(value).toISOString().slice(0, 10);
  }
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)) return value.slice(0, 10);
  return null;
}
