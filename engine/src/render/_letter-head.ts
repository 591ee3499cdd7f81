// The letter's header lines, shared by the PDF, DOCX and Markdown letter renderers.
import type { ResumeBasics } from '../resume.ts';
import { contactItems } from './_sections.ts';
import type { CoverLetter } from './cover-letter.ts';

/** The letter's text lines in reading order, shared by the three letter renderers. */
export function letterHead(letter: CoverLetter, sender: ResumeBasics) {
  return {
    name: sender.name?.trim() ?? '',
    contact: contactItems(sender),
    subject: letter.title ? `Application for ${letter.title}` : undefined,
    recipient: letter.company ? `${letter.company}, Hiring Team` : undefined,
  };
}
