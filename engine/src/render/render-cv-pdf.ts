import type { Resume } from '../resume.ts';
import { cvDocument, type CvDocument } from './_sections.ts';
import { createWriter, type PageSize, type Rgb, type Run, type Writer } from './_pdf-writer.ts';
import type { SectionId } from './section-id.ts';
import { TEMPLATE_STYLES, type CvTemplateId, type TemplateStyle } from './templates.ts';

/**
 * Options of the CV PDF: template, paper, and optionally the section order tailoring chose.
 *
 * @example const o: CvPdfOptions = { template: 'classic', pageSize: 'A4' }
 */
export interface CvPdfOptions {
  template: CvTemplateId;
  pageSize: PageSize;
  sectionOrder?: readonly SectionId[];
  /** ISO date written as the PDF's creation and modification date; none when left out. */
  date?: string;
}

const TEXT: Rgb = [0.12, 0.12, 0.12];
const MUTED: Rgb = [0.33, 0.33, 0.33];

/** Text of the whole document, to decide which font subsets it needs. */
function allText(doc: CvDocument): string {
  return [
    doc.name,
    doc.label ?? '',
    ...doc.contact,
    ...doc.sections.flatMap((s) => [
      s.title,
      ...s.lines,
      ...s.entries.flatMap((e) => [e.head, e.dates, e.detail ?? '', ...e.bullets]),
    ]),
  ].join('\n');
}

/** Contact items joined by bars, broken between items (never inside one) when too wide. */
function contactLines(w: Writer, items: string[], size: number): string[] {
  const lines: string[] = [];
  for (const item of items) {
    const last = lines[lines.length - 1];
    const joined = last === undefined ? item : `${last}  |  ${item}`;
    if (last !== undefined && w.faces.regular.width(joined, size) <= w.width)
      lines[lines.length - 1] = joined;
    else lines.push(item);
  }
  return lines;
}

function header(w: Writer, doc: CvDocument, t: TemplateStyle): void {
  w.y -= t.nameSize * 0.75;
  if (doc.name) w.text(doc.name, w.faces.bold, t.nameSize, TEXT, t.nameAlign);
  w.y -= t.nameSize * 0.35;
  if (doc.label) {
    w.y -= 13;
    w.text(doc.label, w.faces.regular, 12, t.headingCaps ? MUTED : t.accent, t.nameAlign);
  }
  for (const line of contactLines(w, doc.contact, 9.5)) {
    w.y -= 13;
    w.text(line, w.faces.regular, 9.5, MUTED, t.nameAlign);
  }
  w.y -= 8;
}

function heading(w: Writer, title: string, t: TemplateStyle): void {
  const lh = t.bodySize * t.leading;
  // Keep the heading with its first entry line or two.
  w.ensure(t.headingSize + 14 + lh * 2);
  w.y -= t.headingSize + 8;
  const face = t.headingCaps ? w.faces.bold : w.faces.semibold;
  w.text(t.headingCaps ? title.toUpperCase() : title, face, t.headingSize, t.accent);
  if (t.headingRule) w.rule(4, [0.55, 0.55, 0.55]);
  w.y -= t.headingRule ? 10 + t.bodySize * 0.8 : 6 + t.bodySize * 0.8;
}

function sections(w: Writer, doc: CvDocument, t: TemplateStyle): void {
  const size = t.bodySize;
  const lh = size * t.leading;
  const plain = (text: string): Run[] => [{ text, face: w.faces.regular }];
  for (const section of doc.sections) {
    heading(w, section.title, t);
    section.entries.forEach((e, i) => {
      // More than the 0.6 line that tells a parser a new entry starts (decisions 010 and 050).
      if (i > 0) w.y -= lh * 0.7;
      w.ensure(lh * (e.bullets.length > 0 || e.detail ? 2 : 1));
      const datesWidth = e.dates ? w.faces.regular.width(e.dates, size) + 14 : 0;
      if (e.dates) w.text(e.dates, w.faces.regular, size, MUTED, 'right');
      const bold = (text: string) => [{ text, face: w.faces.bold }];
      // A head too long to share its line with the dates breaks between role and organisation,
      // never inside a name, so a parser still reads both whole.
      const oneLine = w.faces.bold.width(e.head, size + 0.5) <= w.width - datesWidth;
      const lines = oneLine || e.parts.length < 2 ? [e.head] : e.parts;
      lines.forEach((text, k) =>
        w.paragraph(
          bold(text),
          size + 0.5,
          lh,
          TEXT,
          0,
          undefined,
          k === 0 ? w.width - datesWidth : w.width,
        ),
      );
      if (e.detail) w.paragraph([{ text: e.detail, face: w.faces.italic }], size, lh, MUTED);
      for (const b of e.bullets)
        w.paragraph(plain(b), size, lh, TEXT, 14, { text: '•', face: w.faces.regular });
    });
    for (const line of section.lines) {
      // "Languages: Go, SQL" shows its group name in bold.
      const colon = section.id === 'skills' || section.id === 'interests' ? line.indexOf(': ') : -1;
      const runs: Run[] =
        colon > 0
          ? [
              { text: line.slice(0, colon + 1), face: w.faces.bold },
              { text: line.slice(colon + 1), face: w.faces.regular },
            ]
          : plain(line);
      w.paragraph(runs, size, lh, TEXT);
      if (section.id === 'summary') w.y -= lh * 0.2;
    }
  }
}

/**
 * Renders a CV to PDF in a template: real, selectable text in embedded fonts, wrapped lines, hanging
 * bullets, as many pages as it needs. The same input gives the same bytes.
 *
 * @example const pdf = await renderCvPdf(resume, { template: 'modern', pageSize: 'A4' })
 */
export async function renderCvPdf(resume: Resume, options: CvPdfOptions): Promise<Uint8Array> {
  const t = TEMPLATE_STYLES[options.template];
  const doc = cvDocument(resume, options.sectionOrder);
  const w = await createWriter({
    pageSize: options.pageSize,
    family: t.family,
    text: allText(doc),
    margin: 50,
    title: doc.name ? `${doc.name} – CV` : 'CV',
    ...(doc.name ? { author: doc.name } : {}),
    ...(options.date ? { date: options.date } : {}),
  });
  header(w, doc, t);
  sections(w, doc, t);
  return w.save();
}
