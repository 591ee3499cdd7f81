import type { Resume } from '../resume.ts';
import { cvDocument } from './_sections.ts';
import type { SectionId } from './section-id.ts';

/** Escapes the characters Markdown would read as emphasis or code. */
export const escapeMarkdown = (s: string): string => s.replace(/([\\`*_[\]])/g, '\\$1');

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
  if (cv.contact.length > 0) out.push(cv.contact.map(e).join(' | '), '');
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
