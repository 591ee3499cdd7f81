import type { ResumeBasics } from '../resume.ts';
import type { CoverLetter } from './cover-letter.ts';
import { letterHead } from './_letter-head.ts';
import { escapeMarkdown, hasUnsafeScheme } from './render-cv-markdown.ts';

/** A paragraph keeps its `**bold**` and `*italic*`; links, code and raw HTML become text. */
const escapeParagraph = (s: string): string => s.replace(/([\\`[\]<>])/g, '\\$1');

/**
 * Renders a cover letter to Markdown; its paragraphs' `**bold**` and `*italic*` already are Markdown.
 *
 * @example renderLetterMarkdown(letter, { sender: resume.basics }).startsWith('**Maria Jensen**')
 */
export function renderLetterMarkdown(
  letter: CoverLetter,
  options: { sender: ResumeBasics },
): string {
  const head = letterHead(letter, options.sender);
  const e = escapeMarkdown;
  const out: string[] = [];
  if (head.name) out.push(`**${e(head.name)}**  `);
  out.push(...head.contact.filter((c) => !hasUnsafeScheme(c)).map((c) => `${e(c)}  `));
  out.push('');
  if (letter.date) out.push(`${e(letter.date)}  `);
  if (head.recipient) out.push(`${e(head.recipient)}  `);
  if (head.subject) out.push('', `**${e(head.subject)}**`);
  out.push('', e(letter.greeting), '');
  for (const p of letter.paragraphs) out.push(escapeParagraph(p), '');
  out.push(e(letter.closing), '', e(letter.signature));
  return `${out.join('\n').trimEnd()}\n`;
}
