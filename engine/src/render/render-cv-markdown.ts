import type { Resume } from '../resume.ts';
import { cvDocument } from './_sections.ts';
import type { SectionId } from './section-id.ts';

/**
 * Escapes what Markdown would read as emphasis, code, a link or raw HTML (`<script>`, `<img
 * onerror>`, `[x](javascript:…)`, `<javascript:…>` autolinks), so user text stays text.
 *
 * @example escapeMarkdown('<b>[x](javascript:alert(1))</b>') // '\\<b\\>\\[x\\](javascript:alert(1))\\</b\\>'
 */
export const escapeMarkdown = (s: string): string => s.replace(/([\\`*_[\]<>])/g, '\\$1');

// Schemes that run code or smuggle content when a Markdown viewer turns text into a link.
// Browsers drop tabs and line breaks inside a scheme, so they are dropped here too.
// eslint-disable-next-line no-control-regex -- browsers skip leading control characters too
const UNSAFE_SCHEME = /^[\u0000-\u0020]*([a-z][a-z0-9+.\-\t\n\r]*):/i;
const UNSAFE_SCHEMES = new Set(['javascript', 'vbscript', 'data', 'file']);

/** True when the text starts with a `javascript:`, `vbscript:`, `data:` or `file:` scheme. */
export function hasUnsafeScheme(s: string): boolean {
  const scheme = UNSAFE_SCHEME.exec(s)?.[1]
    ?.replace(/[\t\n\r]/g, '')
    .toLowerCase();
  return scheme !== undefined && UNSAFE_SCHEMES.has(scheme);
}

/**
 * Renders a CV to Markdown: `#` name, `##` standard section headings, `###` entries, `-` bullets.
 *
 * @example renderCvMarkdown(resume, { sectionOrder: ['summary', 'skills', 'experience'] })
 */
export function renderCvMarkdown(
  resume: Resume,
  options: { sectionOrder?: readonly SectionId[] } = {},
): string {
  const cv = cvDocument(resume, options.sectionOrder);
  const e = escapeMarkdown;
  const out: string[] = [];
  if (cv.name) out.push(`# ${e(cv.name)}`, '');
  if (cv.label) out.push(`**${e(cv.label)}**`, '');
  const contact = cv.contact.filter((c) => !hasUnsafeScheme(c));
  if (contact.length > 0) out.push(contact.map(e).join(' | '), '');
  for (const s of cv.sections) {
    out.push(`## ${s.title}`, '');
    for (const entry of s.entries) {
      // Dates share the entry's heading line, which is how CV parsers pair them with the entry.
      out.push(`### ${[entry.head, entry.dates].filter(Boolean).map(e).join(' | ')}`, '');
      if (entry.detail) out.push(`*${e(entry.detail)}*`, '');
      if (entry.bullets.length > 0) out.push(...entry.bullets.map((b) => `- ${e(b)}`), '');
    }
    if (s.lines.length > 0) {
      // Skills and lists as bullets; a summary as a paragraph.
      if (s.id === 'summary') out.push(...s.lines.map(e), '');
      else out.push(...s.lines.map((l) => `- ${e(l)}`), '');
    }
  }
  return `${out.join('\n').trimEnd()}\n`;
}
