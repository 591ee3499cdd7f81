// Sections (decision 121): every standard section lands in its JSON Resume field, any other
// heading is kept in `resume.custom`, lines inside entries are not headings, and custom sections
// survive an export and a parse. The person and her employers are made up.
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { parseCv, parseCvText } from '../../src/cv/index.ts';
import {
  CV_TEMPLATES,
  renderCvDocx,
  renderCvJson,
  renderCvMarkdown,
  renderCvPdf,
} from '../../src/render/index.ts';
import type { Resume } from '../../src/resume.ts';

const HEAD = 'Ilse Marrow\nilse@example.org | +44 20 7946 0958\n';

describe('standard sections in any common wording', () => {
  it.each([
    ['HONORS & AWARDS', 'Dean’s List, 2019', (r: Resume) => r.awards?.[0]?.title, 'Dean’s List'],
    [
      'Volunteer Work',
      'Reader, Talking Books\t2018 – 2020',
      (r: Resume) => r.volunteer?.[0]?.organization,
      'Talking Books',
    ],
    [
      'Selected Publications',
      'Tidal maps in practice, 2021',
      (r: Resume) => r.publications?.[0]?.name,
      'Tidal maps in practice',
    ],
    [
      'Referees',
      'Dr Aled Price, Halden Mills',
      (r: Resume) => r.references?.[0]?.name,
      'Dr Aled Price, Halden Mills',
    ],
    [
      'Hobbies & Interests',
      'Rowing, chess',
      (r: Resume) => r.interests?.map((i) => i.name).join('|'),
      'Rowing|chess',
    ],
    ['Languages Spoken', 'Welsh (native)', (r: Resume) => r.languages?.[0]?.fluency, 'native'],
    [
      'licenses and certifications',
      'First Aid at Work – Red Cross, 2022',
      (r: Resume) => r.certificates?.[0]?.issuer,
      'Red Cross',
    ],
    [
      'Personal Projects',
      'Tideline\n- A tide-table app',
      (r: Resume) => r.projects?.[0]?.name,
      'Tideline',
    ],
    [
      'Education and Training',
      'BSc Geography, University of Bangor\t2012 – 2015',
      (r: Resume) => r.education[0]?.institution,
      'University of Bangor',
    ],
  ])('"%s" fills its field', (heading, body, get, want) => {
    const { resume, meta } = parseCvText(`${HEAD}\n${heading}\n${body}\n`);
    expect(meta.sections).toEqual([heading]);
    expect(get(resume)).toBe(want);
    expect(resume.custom).toBeUndefined();
  });
});

describe('other sections are kept under their own heading', () => {
  it.each([
    ['Highlights', 'Fluent in three ledgers\nCalm under audits'],
    ['AFFILIATIONS', 'Member, Royal Geographical Society'],
    ['Community Involvement', 'Coach, Under-12 rowing club'],
    ['Additional Information', 'Full driving licence'],
    ['Extracurricular Activities', 'Captain of the debating team'],
    ['Professional Memberships', 'Chartered Institute of Cartographers'],
  ])('"%s" becomes a custom section', (heading, body) => {
    const { resume, meta } = parseCvText(`${HEAD}\n${heading}\n${body}\n`);
    expect(meta.sections).toEqual([heading]);
    expect(resume.custom).toEqual([{ title: heading, items: body.split('\n') }]);
  });

  it('keeps a heading it does not know when it looks like the known ones (Markdown)', () => {
    const { resume, meta } = parseCvText(
      `# Ilse Marrow\nilse@example.org\n\n## Experience\nMapmaker, Lantern Row\t2017 – 2019\n\n## Speaking Engagements\n- Maps that move, Cardiff 2022\n`,
    );
    expect(meta.sections).toEqual(['Experience', 'Speaking Engagements']);
    expect(resume.custom).toEqual([
      { title: 'Speaking Engagements', items: ['Maps that move, Cardiff 2022'] },
    ]);
  });

  it('keeps a second summary-like section rather than dropping it', () => {
    const { resume } = parseCvText(
      `${HEAD}\nSummary\nCartographer of twelve years.\n\nObjective\nTo lead a mapping team.\n`,
    );
    expect(resume.basics.summary).toBe('Cartographer of twelve years.');
    expect(resume.custom).toEqual([{ title: 'Objective', items: ['To lead a mapping team.'] }]);
  });

  it('needs heading typography for a weak word alone ("Other", "Research")', () => {
    expect(
      parseCvText(`${HEAD}\nExperience\nMapmaker, Lantern Row\nOther\n`).meta.sections,
    ).toEqual(['Experience']);
    expect(
      parseCvText(`${HEAD}\n## Experience\nMapmaker, Lantern Row\n\n## Other\nFull licence\n`)
        .resume.custom,
    ).toEqual([{ title: 'Other', items: ['Full licence'] }]);
  });
});

describe('lines inside entries are not headings', () => {
  it('a bold label inside a job of a Markdown CV with marked headings', () => {
    const { meta, resume } = parseCvText(
      [
        '# Ilse Marrow',
        'ilse@example.org',
        '## Summary',
        'Cartographer.',
        '## Experience',
        '**Mapmaker, Lantern Row**',
        '**Projects**',
        '- Redrew the tram map',
        '## Education',
        'BSc Geography, University of Bangor, 2015',
      ].join('\n'),
    );
    expect(meta.sections).toEqual(['Summary', 'Experience', 'Education']);
    expect(resume.projects).toBeUndefined();
  });

  it('sub-headings in a smaller style inside Skills of a PDF', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const bold = await doc.embedFont(StandardFonts.HelveticaBold);
    const page = doc.addPage([595, 842]);
    let y = 800;
    const line = (text: string, size: number, f = font, gap = 0): void => {
      y -= gap;
      page.drawText(text, { x: 50, y, size, font: f });
      y -= size * 1.5;
    };
    line('Ilse Marrow', 22, bold);
    line('ilse@example.org', 10);
    for (const [h, body] of [
      ['Experience', ['Mapmaker, Lantern Row    2017 – 2019', 'Drew the transit maps.']],
      ['Skills', ['Languages', 'Python, R', 'Tools', 'QGIS, PostGIS']],
      ['Education', ['BSc Geography, University of Bangor    2012 – 2015']],
      ['Awards', ['Young Cartographer of the Year, 2018']],
    ] as const) {
      line(h, 14, bold, 10);
      for (const b of body) line(b, 10, /^(Languages|Tools)$/.test(b) ? bold : font);
    }
    const { meta, resume } = await parseCv(await doc.save({ useObjectStreams: false }));
    expect(meta.sections).toEqual(['Experience', 'Skills', 'Education', 'Awards']);
    expect(resume.languages).toBeUndefined();
  });
});

describe('custom sections survive an export and a parse', () => {
  const resume = (): Resume => ({
    basics: { name: 'Ilse Marrow', email: 'ilse@example.org', phone: '+44 20 7946 0958' },
    work: [
      {
        name: 'Lantern Row',
        position: 'Mapmaker',
        startDate: '2017-03',
        endDate: '2019-06',
        highlights: ['Redrew the tram map for print and web'],
      },
    ],
    education: [],
    skills: [{ name: 'Mapping', keywords: ['QGIS', 'PostGIS'] }],
    custom: [
      { title: 'Affiliations', items: ['Member of the Royal Geographical Society'] },
      {
        title: 'Speaking Engagements',
        items: ['Maps that move, Cardiff 2022', 'Tides on paper, Bristol 2023'],
      },
    ],
  });
  const same = (r: Resume) =>
    (r.custom ?? []).map((c) => ({ title: c.title.toLowerCase(), items: c.items }));
  const expected = same(resume());

  it.each(CV_TEMPLATES.map((t) => t.id))('PDF and DOCX, %s template', async (template) => {
    const pdf = await parseCv(await renderCvPdf(resume(), { template, pageSize: 'A4' }));
    expect(same(pdf.resume)).toEqual(expected);
    const docx = await parseCv(await renderCvDocx(resume(), { template }));
    expect(same(docx.resume)).toEqual(expected);
  });

  it('Markdown and JSON Resume', async () => {
    const md = await parseCv(new TextEncoder().encode(renderCvMarkdown(resume())));
    expect(same(md.resume)).toEqual(expected);
    const json = await parseCv(new TextEncoder().encode(renderCvJson(resume())));
    expect(json.resume.custom).toEqual(resume().custom);
    expect(json.meta.sections.slice(-2)).toEqual(['Affiliations', 'Speaking Engagements']);
  });
});
