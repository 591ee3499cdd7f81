import type { ExportFormat, PageSize } from '@jobfit/contracts';

/**
 * An `attachment` Content-Disposition with an ASCII fallback and the UTF-8 name (RFC 6266/5987),
 * so no file name can break the header.
 */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Words joined by hyphens, letters and digits only: "Acme Payments, Inc." → "Acme-Payments-Inc". */
const hyphenated = (s: string | null | undefined, max = 60) =>
  (s ?? '')
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');

/** What an export's file name is made of. */
export interface ExportNameParts {
  /** The person's name as the CV writes it ("Jordan Example"); left out when unknown. */
  person?: string | null;
  kind: 'cv' | 'cover_letter';
  /** The employer the document is for; left out when unknown. */
  company?: string | null;
  format: ExportFormat;
  /** Only when the user picked a page size other than the document's own (decision 150). */
  pageSize?: PageSize;
}

/**
 * The name a recruiter receives (decision 150): "Jordan-Example-CV-Acme-Payments.pdf",
 * "Jordan-Example-Cover-Letter-Acme-Payments.pdf"; the page size is added only when asked for,
 * so the A4 and US Letter copies of one document never share a name.
 *
 * @example exportFileName({ person: 'Jordan Example', kind: 'cv', company: 'Acme', format: 'pdf' }) // 'Jordan-Example-CV-Acme.pdf'
 */
export function exportFileName(parts: ExportNameParts): string {
  const stem = [
    hyphenated(parts.person),
    parts.kind === 'cv' ? 'CV' : 'Cover-Letter',
    hyphenated(parts.company),
    parts.pageSize === 'Letter' ? 'US-Letter' : (parts.pageSize ?? ''),
  ].filter(Boolean);
  return `${stem.join('-')}.${parts.format}`;
}
