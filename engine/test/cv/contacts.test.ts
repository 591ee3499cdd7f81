// Contact details and the name (decision 121): phones of several countries as written with their
// E.164 form, things that are not phones, and lines that are not names. People are made up.
import { Document, ExternalHyperlink, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { parseCv, parseCvText } from '../../src/cv/index.ts';

describe('phone numbers', () => {
  it.each([
    ['UK, international', 'London, UK | +44 20 7946 0958', '+44 20 7946 0958', '+442079460958'],
    ['US, national', 'Boise, ID | (208) 555-0147', '(208) 555-0147', '+12085550147'],
    ['US, dotted, no place', 'Tel. 312.555.0186', '312.555.0186', '+13125550186'],
    ['Germany, national', 'Leipzig, Germany · 0341 9876543', '0341 9876543', '+493419876543'],
    ['France, national', 'Nantes, France\n06 12 34 56 78', '06 12 34 56 78', '+33612345678'],
    ['India, international', 'Pune, India\n+91 98765 43210', '+91 98765 43210', '+919876543210'],
    [
      'Switzerland, 00 prefix',
      'Basel, Switzerland\n0041 61 555 12 34',
      '0041 61 555 12 34',
      '+41615551234',
    ],
    ['Australia, international', '+61 2 9374 4000', '+61 2 9374 4000', '+61293744000'],
    ['Brazil, international', '+55 11 98765-4321', '+55 11 98765-4321', '+5511987654321'],
  ])('%s: kept as written, read as E.164', (_case, contact, written, e164) => {
    const { resume, meta } = parseCvText(`Ilse Marrow\n${contact}\nilse@example.org\n`);
    expect(resume.basics.phone).toBe(written);
    expect(meta.confidence['basics.phone']?.reason).toBe(
      `phone number in the header; reads as ${e164}`,
    );
  });

  it('keeps a phone-shaped placeholder it cannot read, with the plain reason', () => {
    const { resume, meta } = parseCvText('Ilse Marrow\n000-00-0000\nilse@example.org\n');
    expect(resume.basics.phone).toBe('000-00-0000');
    expect(meta.confidence['basics.phone']).toEqual({
      score: 0.9,
      reason: 'phone number in the header',
      reasonText: { key: 'confidence.phone.header' },
    });
  });

  it.each([
    ['a year range', 'Ilse Marrow\nilse@example.org\nStudied at Fenwick College 1863-1865'],
    ['a modern year range', 'Ilse Marrow\nilse@example.org\n2019 – 2021 Clerk, Halden Mills'],
    ['a birth date', 'Ilse Marrow\nBorn 16/03/1992\nilse@example.org'],
    ['an ISO date', 'Ilse Marrow\n2019-03-01\nilse@example.org'],
    ['a page box', 'Ilse Marrow\nMediaBox 0 0 612 792\nilse@example.org'],
    ['coordinates', 'Ilse Marrow\n595.28 841.89\nilse@example.org'],
    ['an id glued to a word', 'Ilse Marrow\nref 669956380245Ilse\nilse@example.org'],
    ['a DOI', 'Ilse Marrow\nilse@example.org\nExperience\nDOI 10.1234/2023.5678'],
  ])('does not take %s for a phone', (_case, text) => {
    expect(parseCvText(text).resume.basics.phone).toBeUndefined();
  });

  it('prefers the header number to a year range beside it', () => {
    const { resume } = parseCvText('Ilse Marrow\n1856-1861 High school\nT +39 0323 555 012\n');
    expect(resume.basics.phone).toBe('+39 0323 555 012');
  });

  it('finds a number alone on a line further down, as in a contact sidebar', () => {
    const { resume, meta } = parseCvText(
      'Ilse Marrow\nilse@example.org\n\nExperience\nClerk, Halden Mills\t2019 – 2021\n\nContact\n(404) 555-0199\n',
    );
    expect(resume.basics.phone).toBe('(404) 555-0199');
    expect(meta.confidence['basics.phone']?.score).toBeLessThan(0.9);
  });
});

describe("a referee's contact details", () => {
  const cv = (top: string) =>
    `Ilse Marrow\n${top}\n\nExperience\nClerk, Halden Mills\t2019 – 2021\n- Kept the ledgers of 40 clients\n\nReferences\nDr. Jonas Lind, Halden Mills\njonas.lind@halden.example\n+44 20 7946 0958\n`;

  it('are not taken for the candidate’s when the header has none', () => {
    const { resume } = parseCvText(cv('Leeds, UK'));
    expect(resume.basics.email).toBeUndefined();
    expect(resume.basics.phone).toBeUndefined();
    expect(resume.references?.length).toBeGreaterThan(0);
  });

  it('are not taken from a mailto link in the references either (DOCX)', async () => {
    const p = (text: string) => new Paragraph(text);
    const doc = new Document({
      sections: [
        {
          children: [
            p('Ilse Marrow'),
            p('Leeds, UK'),
            new Paragraph({ text: 'Experience', heading: HeadingLevel.HEADING_1 }),
            p('Clerk, Halden Mills, 2019 – 2021'),
            p('Kept the ledgers of 40 clients'),
            new Paragraph({ text: 'References', heading: HeadingLevel.HEADING_1 }),
            p('Dr. Jonas Lind, Halden Mills'),
            new Paragraph({
              children: [
                new ExternalHyperlink({
                  link: 'mailto:jonas.lind@halden.example',
                  children: [new TextRun('jonas.lind@halden.example')],
                }),
              ],
            }),
          ],
        },
      ],
    });
    const { resume } = await parseCv(new Uint8Array(await Packer.toBuffer(doc)));
    expect(resume.basics.name).toBe('Ilse Marrow');
    expect(resume.basics.email).toBeUndefined();
  });

  it('leave the candidate’s own in the header as they are', () => {
    const { resume } = parseCvText(cv('ilse@example.org | +44 113 496 0123'));
    expect(resume.basics.email).toBe('ilse@example.org');
    expect(resume.basics.phone).toBe('+44 113 496 0123');
  });
});

describe('the name', () => {
  it.each([
    ['New York\nIlse Marrow\nilse@example.org', 'Ilse Marrow'],
    ['San Mateo\nIlse Marrow\nilse@example.org', 'Ilse Marrow'],
    ['Spokane, WA\nIlse Marrow\nilse@example.org', 'Ilse Marrow'],
    ['Senior Software Engineer\nIlse Marrow\nilse@example.org', 'Ilse Marrow'],
    ['Curriculum Vitae\nILSE MARROW\nilse@example.org', 'Ilse Marrow'],
    ['Ilse van der Marrow\nilse@example.org', 'Ilse van der Marrow'],
    ['Dr Ilse Marrow-Okafor\nilse@example.org', 'Dr Ilse Marrow-Okafor'],
  ])('reads %j', (text, name) => {
    expect(parseCvText(text).resume.basics.name).toBe(name);
  });

  it.each([
    ['a heading', 'Experience\nilse@example.org'],
    ['a city', 'New York\nilse@example.org'],
    ['a job title', 'Warehouse Supervisor\nilse@example.org'],
    ['a place with its region', 'Denver, Colorado\nilse@example.org'],
    ['initials left by an unreadable font', 'I M\nilse@example.org'],
  ])('never takes %s for the name', (_case, text) => {
    expect(parseCvText(text).resume.basics.name).toBeUndefined();
  });

  it('does not take a masked phone or a page mark for the headline', () => {
    expect(parseCvText('Ilse Marrow\n+1 (xxx) xxx-xxxx').resume.basics.label).toBeUndefined();
    expect(parseCvText('Ilse Marrow\nPage 2 of 3').resume.basics.label).toBeUndefined();
    expect(parseCvText('Ilse Marrow\nPayroll Clerk').resume.basics.label).toBe('Payroll Clerk');
  });
});

/** A one-page PDF of lines, each with its own font size. */
async function pdfOf(lines: [string, number][]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([595, 842]);
  let y = 790;
  for (const [text, size] of lines) {
    page.drawText(text, { x: 50, y, size, font: size > 10 ? bold : font });
    y -= size * 1.6;
  }
  return doc.save({ useObjectStreams: false });
}

describe('the name in a PDF', () => {
  it('takes a surname set alone in the largest type', async () => {
    const pdf = await pdfOf([
      ['OKAFOR', 24],
      ['Payroll Clerk', 12],
      ['okafor@example.org  |  (208) 555-0147', 10],
      ['Experience', 14],
      ['Payroll Clerk, Halden Mills    2019 – 2021', 10],
    ]);
    const { resume } = await parseCv(pdf);
    expect(resume.basics.name).toBe('Okafor');
    expect(resume.basics.phone).toBe('(208) 555-0147');
  });

  it('does not take a city in large type for the name', async () => {
    const pdf = await pdfOf([
      ['New York', 24],
      ['Ilse Marrow', 12],
      ['ilse@example.org', 10],
    ]);
    expect((await parseCv(pdf)).resume.basics.name).toBe('Ilse Marrow');
  });
});
