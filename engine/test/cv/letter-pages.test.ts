// A cover letter in the same PDF as the CV (a template's sample letter after the CV, a letter sent
// in one file before it) is no part of the CV. The person and her employers are made up.
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { parseCv } from '../../src/cv/index.ts';

/** A PDF of pages, each a list of [text, size, bold] lines from the top. */
async function pdf(pages: [string, number, boolean][][]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  for (const lines of pages) {
    const page = doc.addPage([595, 842]);
    let y = 790;
    for (const [text, size, strong] of lines) {
      if (strong && size === 12) y -= 8;
      page.drawText(text, { x: 50, y, size, font: strong ? bold : font });
      y -= size * 1.45;
    }
  }
  return doc.save({ useObjectStreams: false });
}

const cvPage: [string, number, boolean][] = [
  ['Ilse Marrow', 22, true],
  ['ilse@example.org | +44 20 7946 0958', 10, false],
  ['Experience', 12, true],
  ['Mapmaker, Lantern Row 2017 – 2019', 10, true],
  ['• Drew the transit maps for the city council and its tram operator', 10, false],
  ['Publications', 12, true],
  ['Marrow I. Night bus maps for small cities. Cartographic Journal, 2018.', 10, false],
];
const letterPage: [string, number, boolean][] = [
  ['12 Harbour Street, Bangor', 10, false],
  ['Recruitment team, Halden Mills', 10, false],
  ['Dear Sir or Madam,', 10, false],
  [
    'I am writing to apply for the post of senior cartographer advertised on your website.',
    10,
    false,
  ],
  [
    'Since 2017 I have drawn the transit maps of the city council and its tram operator.',
    10,
    false,
  ],
  ['Yours faithfully,', 10, false],
  ['Ilse Marrow', 10, false],
];

describe('a cover letter in the same PDF', () => {
  it.each([
    ['after the CV', [cvPage, letterPage]],
    ['before the CV', [letterPage, cvPage]],
  ])('%s is left out of the CV', async (_where, pages) => {
    const { resume } = await parseCv(await pdf(pages));
    expect(resume.basics.name).toBe('Ilse Marrow');
    expect(resume.publications).toHaveLength(1);
    expect(resume.publications?.[0]?.name).toMatch(/^Marrow I\. Night bus maps for small cities/);
    expect(resume.work).toHaveLength(1);
    expect(JSON.stringify(resume.work[0])).toMatch(/Lantern Row/);
    expect(JSON.stringify(resume)).not.toMatch(/Dear Sir|Yours faithfully|writing to apply/);
  });

  it('keeps a CV page that only quotes a letter’s greeting', async () => {
    const page = [...cvPage, ['• Wrote the guide “Dear Sir or Madam,” for new staff', 10, false]];
    const { resume } = await parseCv(await pdf([page as [string, number, boolean][]]));
    expect(resume.work).toHaveLength(1);
  });
});
