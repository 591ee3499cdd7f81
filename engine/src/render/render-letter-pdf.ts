import type { ResumeBasics } from '../resume.ts';
import { parseInline } from './_inline.ts';
import { createWriter, type PageSize, type Rgb, type Run, type Writer } from './_pdf-writer.ts';
import { letterHead } from './_letter-head.ts';
import type { CoverLetter } from './cover-letter.ts';

/**
 * Options of a letter export: the sender's details (the CV's basics) and the paper.
 *
 * @example const o: LetterPdfOptions = { sender: resume.basics, pageSize: 'Letter' }
 */
export interface LetterPdfOptions {
  sender: ResumeBasics;
  pageSize: PageSize;
  /** ISO date written as the PDF's creation and modification date; none when left out. */
  date?: string;
}

const TEXT: Rgb = [0.12, 0.12, 0.12];
const MUTED: Rgb = [0.33, 0.33, 0.33];
const ACCENT: Rgb = [0.12, 0.27, 0.49];

function runsOf(w: Writer, paragraph: string): Run[] {
  return parseInline(paragraph).map((r) => ({
    text: r.text,
    face: r.bold ? w.faces.bold : r.italic ? w.faces.italic : w.faces.regular,
  }));
}

/**
 * Renders a cover letter to PDF: sender block, date, recipient, subject, greeting, paragraphs
 * with their bold and italic, closing and signature. Embedded fonts; same input, same bytes.
 *
 * @example const pdf = await renderLetterPdf(letter, { sender: resume.basics, pageSize: 'A4' })
 */
export async function renderLetterPdf(
  letter: CoverLetter,
  options: LetterPdfOptions,
): Promise<Uint8Array> {
  const head = letterHead(letter, options.sender);
  const all = [
    head.name,
    ...head.contact,
    head.subject,
    head.recipient,
    letter.date,
    letter.greeting,
    ...letter.paragraphs,
    letter.closing,
    letter.signature,
  ];
  const w = await createWriter({
    pageSize: options.pageSize,
    family: 'sans',
    text: all.filter(Boolean).join('\n'),
    margin: 64,
    title: head.subject ?? 'Cover letter',
    ...(head.name ? { author: head.name } : {}),
    ...(options.date ? { date: options.date } : {}),
  });
  const size = 10.5;
  const lh = size * 1.4;
  w.y -= 16;
  if (head.name) w.text(head.name, w.faces.bold, 18, TEXT);
  for (const c of head.contact) {
    w.y -= 13;
    w.text(c, w.faces.regular, 9.5, MUTED);
  }
  w.y -= 30;
  if (letter.date) {
    w.text(letter.date, w.faces.regular, size, TEXT);
    w.y -= lh;
  }
  if (head.recipient) {
    w.text(head.recipient, w.faces.regular, size, TEXT);
    w.y -= lh;
  }
  if (head.subject) {
    w.y -= lh * 0.5;
    w.paragraph([{ text: head.subject, face: w.faces.semibold }], size + 0.5, lh, ACCENT);
  }
  w.y -= lh * 0.5;
  w.paragraph([{ text: letter.greeting, face: w.faces.regular }], size, lh, TEXT);
  for (const p of letter.paragraphs) {
    w.y -= lh * 0.5;
    w.paragraph(runsOf(w, p), size, lh, TEXT);
  }
  w.y -= lh * 0.5;
  w.ensure(lh * 3);
  w.paragraph([{ text: letter.closing, face: w.faces.regular }], size, lh, TEXT);
  w.y -= lh;
  w.paragraph([{ text: letter.signature, face: w.faces.regular }], size, lh, TEXT);
  return w.save();
}
