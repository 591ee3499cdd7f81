// Lines that read like section headings but are not (decision 123): a label inside a job, job
// titles at a heading level, the first half of a wrapped line. Real headings next to them stay.
// The person, her employers and her schools are made up.
import { Document, HeadingLevel, Packer, Paragraph } from 'docx';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { parseCv, parseCvText } from '../../src/cv/index.ts';
import type { Resume } from '../../src/resume.ts';

const jobsOf = (r: Resume) => r.work.map((w) => [w.name, w.position]);

/** A one-page PDF: each line is [text, size, bold]; "a|b" puts b right-aligned on the line. */
async function pdf(lines: [string, number, boolean][]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([595, 842]);
  let y = 790;
  for (const [text, size, strong] of lines) {
    const [left = '', right] = text.split('|');
    if (strong && size === 11) y -= 8;
    page.drawText(left, { x: 50, y, size, font: strong ? bold : font });
    if (right)
      page.drawText(right, { x: 545 - font.widthOfTextAtSize(right, size), y, size, font });
    y -= size * 1.45;
  }
  return doc.save({ useObjectStreams: false });
}

/** Line styles of the PDF fixtures: capitals headings a point larger than the bold entry titles. */
type Styled = [string, number, boolean];
const head = (t: string): Styled => [t, 11, true];
const entry = (t: string): Styled => [t, 10, true];
const body = (t: string): Styled => [t, 10, false];

describe('a label inside a job is part of the job', () => {
  it('in the job titles’ bold, under capitals headings of the same size (PDF)', async () => {
    const { meta, resume } = await parseCv(
      await pdf([
        ['Ilse Marrow', 22, true],
        body('ilse@example.org | +44 20 7946 0958'),
        head('EXPERIENCE'),
        entry('Mapmaker, Lantern Row|2017 – 2019'),
        body('Drew the transit maps for the city council and its tram operator.'),
        entry('Key Projects'),
        body('• Redrew the night bus network for print and the web'),
        entry('Surveyor, Halden Mills|2014 – 2017'),
        body('Walked the estates and kept the boundary records up to date.'),
        head('EDUCATION'),
        entry('BSc Geography, University of Bangor|2011 – 2014'),
        head('SKILLS'),
        body('QGIS, PostGIS, field surveying'),
      ]),
    );
    expect(meta.sections).toEqual(['EXPERIENCE', 'EDUCATION', 'SKILLS']);
    expect(jobsOf(resume)).toEqual([
      ['Lantern Row', 'Mapmaker'],
      ['Halden Mills', 'Surveyor'],
    ]);
    expect(resume.projects).toBeUndefined();
  });

  it('in a plain-text CV, when the jobs go on after it', () => {
    const { meta, resume } = parseCvText(
      [
        'Ilse Marrow',
        'ilse@example.org',
        '',
        'Experience',
        'Mapmaker, Lantern Row\t2017 – 2019',
        'Drew the transit maps for the city council and its tram operator.',
        'Key Achievements',
        '- Won the regional prize for the night bus map',
        'Surveyor, Halden Mills\t2014 – 2017',
        'Walked the estates and kept the boundary records up to date.',
        '',
        'Education',
        'BSc Geography, University of Bangor\t2011 – 2014',
      ].join('\n'),
    );
    expect(meta.sections).toEqual(['Experience', 'Education']);
    expect(jobsOf(resume)).toEqual([
      ['Lantern Row', 'Mapmaker'],
      ['Halden Mills', 'Surveyor'],
    ]);
    // The label stays with the job's own words, as "Responsibilities:" does (decision 121).
    expect(resume.work[0]?.summary).toBe(
      'Drew the transit maps for the city council and its tram operator. Key Achievements',
    );
    expect(resume.work[0]?.highlights).toEqual(['Won the regional prize for the night bus map']);
    expect(resume.awards).toBeUndefined();
  });

  it('a real section after the jobs stays, also when it opens with a dated entry', () => {
    const { meta, resume } = parseCvText(
      [
        'Ilse Marrow',
        'ilse@example.org',
        '',
        'Experience',
        'Mapmaker, Lantern Row\t2017 – 2019',
        'Drew the transit maps for the city council and its tram operator.',
        '',
        'Projects',
        'Tideline, open-source tide tables\t2020 – 2022',
        '- Read by 4,000 sailors a month',
        '',
        'Awards',
        'Young Cartographer of the Year, 2018',
      ].join('\n'),
    );
    expect(meta.sections).toEqual(['Experience', 'Projects', 'Awards']);
    expect(resume.projects?.map((p) => p.name)).toEqual(['Tideline, open-source tide tables']);
  });

  it('a sidebar heading read into a job stays a heading (languages, profile)', () => {
    const { meta } = parseCvText(
      [
        'Ilse Marrow',
        'ilse@example.org',
        '',
        'Experience',
        'Mapmaker, Lantern Row\t2017 – 2019',
        'Drew the transit maps for the city council and its tram operator.',
        'Languages',
        'Welsh, English',
        'Surveyor, Halden Mills\t2014 – 2017',
        'Walked the estates and kept the boundary records up to date.',
      ].join('\n'),
    );
    expect(meta.sections).toEqual(['Experience', 'Languages']);
  });
});

describe('a group label inside a section is not a heading', () => {
  it('skill groups in the entry titles’ bold, under capitals headings of the same size (PDF)', async () => {
    const { meta, resume } = await parseCv(
      await pdf([
        ['Ilse Marrow', 22, true],
        body('ilse@example.org | +44 20 7946 0958'),
        head('EXPERIENCE'),
        entry('Mapmaker, Lantern Row|2017 – 2019'),
        body('Drew the transit maps for the city council and its tram operator.'),
        head('SKILLS'),
        entry('Languages'),
        body('Python, R, SQL'),
        entry('Tools'),
        body('QGIS, PostGIS'),
        head('EDUCATION'),
        entry('BSc Geography, University of Bangor|2011 – 2014'),
      ]),
    );
    expect(meta.sections).toEqual(['EXPERIENCE', 'SKILLS', 'EDUCATION']);
    expect(resume.languages).toBeUndefined();
    expect(resume.skills.map((s) => s.name)).toContain('QGIS');
  });
});

describe('a heading level that holds entries is not a section level', () => {
  it('Markdown: jobs and skill groups as "###" under "##" sections', () => {
    const { meta, resume } = parseCvText(
      [
        '# Ilse Marrow',
        'ilse@example.org',
        '',
        '## Experience',
        '### Mapmaker, Lantern Row',
        '2017 – 2019',
        '- Drew the transit maps for the city council',
        '### Surveyor, Halden Mills',
        '2014 – 2017',
        '- Kept the boundary records up to date',
        '## Skills',
        '### Languages',
        'Python, R',
        '### Tools',
        'QGIS, PostGIS',
        '## Education',
        'BSc Geography, University of Bangor, 2014',
      ].join('\n'),
    );
    expect(meta.sections).toEqual(['Experience', 'Skills', 'Education']);
    expect(jobsOf(resume)).toEqual([
      ['Lantern Row', 'Mapmaker'],
      ['Halden Mills', 'Surveyor'],
    ]);
    expect(resume.languages).toBeUndefined();
  });

  it('Word: job titles in Heading 2, one of them a section word', async () => {
    const doc = new Document({
      sections: [
        {
          children: [
            new Paragraph('Ilse Marrow'),
            new Paragraph('ilse@example.org'),
            new Paragraph({ text: 'Experience', heading: HeadingLevel.HEADING_1 }),
            new Paragraph({ text: 'Mapmaker', heading: HeadingLevel.HEADING_2 }),
            new Paragraph('Lantern Row, 2017 – 2019'),
            new Paragraph({ text: 'Drew the transit maps', bullet: { level: 0 } }),
            new Paragraph({ text: 'Volunteer', heading: HeadingLevel.HEADING_2 }),
            new Paragraph('Halden Food Bank, 2014 – 2017'),
            new Paragraph({ text: 'Sorted and delivered parcels', bullet: { level: 0 } }),
            new Paragraph({ text: 'Education', heading: HeadingLevel.HEADING_1 }),
            new Paragraph('BSc Geography, University of Bangor, 2011 – 2014'),
          ],
        },
      ],
    });
    const { meta, resume } = await parseCv(new Uint8Array(await Packer.toBuffer(doc)));
    expect(meta.sections).toEqual(['Experience', 'Education']);
    expect(resume.work.map((w) => w.position)).toEqual(['Mapmaker', 'Volunteer']);
    expect(resume.volunteer).toBeUndefined();
  });

  it('a heading the document styles like its sections is still learned', () => {
    const { meta } = parseCvText(
      '# Ilse Marrow\nilse@example.org\n\n## Experience\n### Mapmaker, Lantern Row\n2017 – 2019\n\n## Speaking Engagements\n- Maps that move, Cardiff 2022\n',
    );
    expect(meta.sections).toEqual(['Experience', 'Speaking Engagements']);
  });
});

describe('the first half of a wrapped line is not a heading', () => {
  it.each([['Certificate(Software-'], ['Training(Digital']])('"%s"', (broken) => {
    const { meta } = parseCvText(
      `Ilse Marrow\nilse@example.org\n\nEducation\nBSc Geography, University of Bangor 2014\n${broken}\nbased mapping)\n\nSkills\nQGIS\n`,
    );
    expect(meta.sections).toEqual(['Education', 'Skills']);
  });
});
