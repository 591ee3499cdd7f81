import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  Paragraph,
  TabStopType,
  TextRun,
} from 'docx';
import type { Resume } from '../resume.ts';
import { PAGE_TWIPS, packDocx } from './_docx-pack.ts';
import { cvDocument } from './_sections.ts';
import type { PageSize } from './_pdf-writer.ts';
import type { SectionId } from './section-id.ts';
import { TEMPLATE_STYLES, type CvTemplateId } from './templates.ts';

/**
 * Options of the CV DOCX: template and optionally the section order tailoring chose.
 *
 * @example const o: CvDocxOptions = { template: 'modern' }
 */
export interface CvDocxOptions {
  template: CvTemplateId;
  sectionOrder?: readonly SectionId[];
  /** Paper size; A4 when left out. */
  pageSize?: PageSize;
  /** ISO date written as the document's created and modified date; none when left out. */
  date?: string;
}

const hex = ([r, g, b]: [number, number, number]) =>
  [r, g, b]
    .map((c) =>
      Math.round(c * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')
    .toUpperCase();

// Word measures in half-points (font sizes) and twentieths of a point (spacing, tabs).
const half = (pt: number) => Math.round(pt * 2);
const twips = (pt: number) => Math.round(pt * 20);
const MARGIN = 1000;

/**
 * Renders a CV to DOCX in a template: Word headings for the sections, real bullets, dates on a
 * right tab stop. Fonts are named, not embedded (Word substitutes a close one where missing).
 *
 * @example const docx = await renderCvDocx(resume, { template: 'classic' })
 */
export async function renderCvDocx(resume: Resume, options: CvDocxOptions): Promise<Uint8Array> {
  const t = TEMPLATE_STYLES[options.template];
  const cv = cvDocument(resume, options.sectionOrder);
  const align = t.nameAlign === 'center' ? AlignmentType.CENTER : AlignmentType.LEFT;
  const page = PAGE_TWIPS[options.pageSize ?? 'A4'];
  // Dates end at the right margin.
  const tabRight = page.width - 2 * MARGIN;
  const body: Paragraph[] = [];
  if (cv.name)
    body.push(
      new Paragraph({
        alignment: align,
        children: [new TextRun({ text: cv.name, bold: true, size: half(t.nameSize) })],
      }),
    );
  if (cv.label)
    body.push(
      new Paragraph({
        alignment: align,
        children: [new TextRun({ text: cv.label, size: half(12), color: hex(t.accent) })],
      }),
    );
  if (cv.contact.length > 0)
    body.push(
      new Paragraph({
        alignment: align,
        spacing: { after: twips(6) },
        children: [
          new TextRun({ text: cv.contact.join('  |  '), size: half(9.5), color: '555555' }),
        ],
      }),
    );
  for (const section of cv.sections) {
    body.push(
      new Paragraph({
        heading: HeadingLevel.HEADING_1,
        spacing: { before: twips(12), after: twips(4) },
        ...(t.headingRule
          ? {
              border: { bottom: { style: BorderStyle.SINGLE, size: 4, color: '8C8C8C', space: 1 } },
            }
          : {}),
        children: [
          new TextRun({
            text: t.headingCaps ? section.title.toUpperCase() : section.title,
            bold: true,
            size: half(t.headingSize),
            color: hex(t.accent),
            font: t.docxFont,
          }),
        ],
      }),
    );
    for (const e of section.entries) {
      body.push(
        new Paragraph({
          tabStops: [{ type: TabStopType.RIGHT, position: tabRight }],
          spacing: { before: twips(4) },
          children: [
            new TextRun({ text: e.head, bold: true }),
            ...(e.dates ? [new TextRun({ text: `\t${e.dates}`, color: '555555' })] : []),
          ],
        }),
      );
      if (e.detail)
        body.push(
          new Paragraph({
            children: [new TextRun({ text: e.detail, italics: true, color: '555555' })],
          }),
        );
      for (const b of e.bullets) body.push(new Paragraph({ text: b, bullet: { level: 0 } }));
    }
    for (const line of section.lines) {
      const colon = section.id === 'skills' || section.id === 'interests' ? line.indexOf(': ') : -1;
      body.push(
        new Paragraph({
          children:
            colon > 0
              ? [
                  new TextRun({ text: line.slice(0, colon + 1), bold: true }),
                  new TextRun(line.slice(colon + 1)),
                ]
              : [new TextRun(line)],
        }),
      );
    }
  }
  const doc = new Document({
    creator: cv.name || 'Jobfit',
    title: cv.name ? `${cv.name} – CV` : 'CV',
    styles: { default: { document: { run: { font: t.docxFont, size: half(t.bodySize) } } } },
    sections: [
      {
        properties: {
          page: {
            size: page,
            margin: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
          },
        },
        children: body,
      },
    ],
  });
  return packDocx(doc, {
    title: cv.name ? `${cv.name} – CV` : 'CV',
    author: cv.name || 'Jobfit',
    ...(options.date ? { date: options.date } : {}),
  });
}
