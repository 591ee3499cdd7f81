import { htmlHeading, type JsonLdPosting, readJsonLd } from './_html.ts';

/**
 * A page's (or a JSON document's) schema.org `JobPosting`: title, company, location, pay, dates,
 * employment type and the description as plain text with section headings; undefined when there
 * is none.
 *
 * @example readPostingJsonLd(html)?.validThrough // '2026-12-31'
 */
export function readPostingJsonLd(input: string): PostingJsonLd | undefined {
  return readJsonLd(input);
}

export type PostingJsonLd = JsonLdPosting;

/**
 * The job title and company a page's own headings give (its `<h1>`, else its `<title>`).
 *
 * @example readPostingHeading('<title>Data Analyst | Contoso</title>') // { title: 'Data Analyst', company: 'Contoso' }
 */
export function readPostingHeading(html: string): { title?: string; company?: string } {
  return htmlHeading(html);
}
