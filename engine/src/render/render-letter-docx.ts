import { Document, Paragraph, TextRun } from 'docx';
import type { ResumeBasics } from '../resume.ts';
import { PAGE_TWIPS, packDocx } from './_docx-pack.ts';
import type { PageSize } from './_pdf-writer.ts';
import { parseInline } from './_inline.ts';
import type { CoverLetter } from './cover-letter.ts';
import { letterHead } from './_letter-head.ts';

const twips = (pt: number) => Math.round(pt * 20);

/**
 * Renders a cover letter to DOCX with the sender's details on top; bold and italic runs kept.
 *
 * @example const docx = await renderLetterDocx(letter, { sender: resume.basics })
 */
export async function renderLetterDocx(
  letter: CoverLetter,
  options: { sender: ResumeBasics; pageSize?: PageSize; date?: string },
): Promise<Uint8Array> {
  const head = letterHead(letter, options.sender);
  const gap = { after: twips(10) };
  const plain = (text: string, spacing = gap) =>
    new Paragraph({ spacing, children: [new TextRun(text)] });
  const body: Paragraph[] = [];
  if (head.name)
    body.push(
      new Paragraph({ children: [new TextRun({ text: head.name, bold: true, size: 36 })] }),
    );
  for (const c of head.contact)
    body.push(new Paragraph({ children: [new TextRun({ text: c, color: '555555', size: 19 })] }));
  body.push(new Paragraph({ spacing: { after: twips(14) }, children: [] }));
  if (letter.date) body.push(plain(letter.date, { after: 0 }));
  if (head.recipient) body.push(plain(head.recipient, { after: 0 }));
  if (head.subject)
    body.push(
      new Paragraph({
        spacing: { before: twips(10), after: twips(10) },
        children: [new TextRun({ text: head.subject, bold: true, color: '1F457D' })],
      }),
    );
  body.push(plain(letter.greeting));
  for (const p of letter.paragraphs)
    body.push(
      new Paragraph({
        spacing: gap,
        children: parseInline(p).map(
          (r) => new TextRun({ text: r.text, bold: r.bold, italics: r.italic }),
        ),
      }),
    );
  body.push(plain(letter.closing, { after: twips(24) }), plain(letter.signature));
  const doc = new Document({
    creator: head.name || 'Jobfit',
    title: head.subject ?? 'Cover letter',
    styles: { default: { document: { run: { font: 'Calibri', size: 21 } } } },
    sections: [
      {
        properties: {
          page: {
            size: PAGE_TWIPS[options.pageSize ?? 'A4'],
            margin: { top: 1280, bottom: 1280, left: 1280, right: 1280 },
          },
        },
        children: body,
      },
    ],
  });
  return packDocx(doc, {
    title: head.subject ?? 'Cover letter',
    author: head.name || 'Jobfit',
    ...(options.date ? { date: options.date } : {}),
  });
}
