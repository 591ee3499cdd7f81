import { beforeAll, describe, expect, it } from 'vitest';
import { EngineError } from '../../src/engine-error.ts';
import { parseCv, type ParseProgress } from '../../src/cv/index.ts';
import type { ParsedCv } from '../../src/resume.ts';
import {
  centredPdf,
  manyPagesPdf,
  marginDatesPdf,
  oneColumnPdf,
  scannedPdf,
  sidebarPdf,
  twoColumnPdf,
} from '../fixtures/cv/build-cv-pdf.ts';
import { encryptedPdf } from '../fixtures/cv/encrypted-pdf.ts';

async function engineError(p: Promise<unknown>): Promise<EngineError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof EngineError) return err;
    throw new Error(`expected an EngineError, got ${String(err)}`, { cause: err });
  }
  throw new Error('expected an EngineError, got a result');
}

describe('parseCv: one-column PDF', () => {
  let cv: ParsedCv;
  beforeAll(async () => {
    cv = await parseCv(await oneColumnPdf(), { filename: 'cv.pdf' });
  });

  it('reads the name from the large bold first line, with a reason', () => {
    expect(cv.resume.basics.name).toBe('Maria Jensen');
    expect(cv.meta.confidence['basics.name']).toEqual({
      score: 0.95,
      reason: 'largest text, bold at the top (line 1)',
      reasonText: { key: 'confidence.name.largest_bold', values: { line: 1 } },
    });
    expect(cv.resume.basics.label).toBe('Senior Software Engineer');
  });

  it('reads contact details and the LinkedIn link annotation', () => {
    expect(cv.resume.basics).toMatchObject({
      email: 'maria.jensen@example.org',
      phone: '+45 20 12 34 56',
      location: { city: 'Aarhus', region: 'Denmark' },
      profiles: [
        {
          network: 'LinkedIn',
          username: 'mariajensen',
          url: 'https://www.linkedin.com/in/mariajensen',
        },
      ],
    });
    expect(cv.resume.basics.url).toBeUndefined();
  });

  it('finds the headings by size and weight, in order', () => {
    expect(cv.meta).toMatchObject({
      source: 'pdf',
      pages: 1,
      sections: ['Summary', 'Work Experience', 'Education', 'Skills'],
      warnings: [],
    });
  });

  it('reads jobs with right-aligned dates and bullets', () => {
    expect(
      cv.resume.work.map((w) => [w.name, w.position, w.startDate, w.endDate, w.current]),
    ).toEqual([
      ['Nordlys Payments', 'Staff Engineer', '2021-03', undefined, true],
      ['Fjord Analytics', 'Software Engineer', '2017-06', '2021-02', undefined],
      ['Kobber Labs', 'Junior Developer', '2015', '2017', undefined],
    ]);
    expect(cv.resume.work[0]?.highlights).toEqual([
      'Led the migration of the billing platform to event sourcing, cutting invoice errors by 40 percent across all regions',
      'Mentored four engineers and ran the weekly architecture review',
      'Built the TypeScript SDK used by 300 partner teams',
    ]);
  });

  it('reads education and skills', () => {
    expect(cv.resume.education).toEqual([
      {
        studyType: 'MSc',
        area: 'Computer Science',
        institution: 'Aarhus University',
        startDate: '2013-09',
        endDate: '2015-06',
      },
    ]);
    expect(cv.resume.skills).toEqual([
      { name: 'Languages', keywords: ['TypeScript', 'Go', 'SQL'] },
      { name: 'Tools', keywords: ['Kafka', 'PostgreSQL', 'Terraform'] },
    ]);
  });

  it('drops running heads and page numbers after the first page', async () => {
    const two = await parseCv(await oneColumnPdf({ pages: 2, runningHead: true }));
    const lines = two.text.split('\n');
    expect(
      lines.filter((l) => l.startsWith('Maria Jensen\tmaria.jensen@example.org')),
    ).toHaveLength(1);
    expect(lines.some((l) => /Page \d of \d/.test(l))).toBe(false);
    expect(two.resume.basics).toMatchObject({
      name: 'Maria Jensen',
      label: 'Senior Software Engineer',
    });
    expect(two.resume.work.every((w) => w.name !== 'Maria Jensen')).toBe(true);
  });

  it('drops a page count wherever the page shows it', async () => {
    const cv = await parseCv(await oneColumnPdf({ pages: 2, raisedPageNumbers: true }));
    expect(cv.text.split('\n').filter((l) => /^\d\/\d$/.test(l.trim()))).toEqual([]);
    expect(JSON.stringify(cv.resume)).not.toMatch(/"\d\/2"/);
  });

  it('keeps a multi-page CV in page order', async () => {
    const three = await parseCv(await oneColumnPdf({ pages: 3 }));
    expect(three.meta.pages).toBe(3);
    expect(three.meta.sections).toEqual(['Summary', 'Work Experience', 'Education', 'Skills']);
    expect(three.resume.work.length).toBeGreaterThan(20);
  });

  it('tells each page as it reads it, then the sectioning, and reads the same with or without', async () => {
    const bytes = await oneColumnPdf({ pages: 3 });
    const heard: ParseProgress[] = [];
    const cv = await parseCv(bytes, { onProgress: (p) => heard.push(p) });
    expect(heard).toEqual([
      { step: 'page', page: 1, pages: 3 },
      { step: 'page', page: 2, pages: 3 },
      { step: 'page', page: 3, pages: 3 },
      { step: 'sections' },
    ]);
    expect(cv).toEqual(await parseCv(bytes));
  });
});

describe('parseCv: two-column PDF', () => {
  let cv: ParsedCv;
  beforeAll(async () => {
    cv = await parseCv(await twoColumnPdf());
  });

  it('reads the left column, then the right, and warns', () => {
    const lines = cv.text.split('\n');
    const at = (s: string): number => lines.findIndex((l) => l.includes(s));
    expect(at('EXPERIENCE')).toBeLessThan(at('Owned data quality checks'));
    expect(at('Owned data quality checks')).toBeLessThan(at('SKILLS'));
    expect(at('SKILLS')).toBeLessThan(at('Python, SQL, Spark'));
    expect(lines.some((l) => l.includes('Spree') && l.includes('Python'))).toBe(false);
    expect(cv.meta.sections).toEqual(['EXPERIENCE', 'SKILLS', 'EDUCATION', 'LANGUAGES']);
    // The right column is a narrow panel with its own headings: a sidebar too.
    expect(cv.meta.warnings.map((w) => w.code)).toEqual(['two_columns', 'sidebar']);
  });

  it('reads fields from both columns', () => {
    expect(cv.resume.basics.name).toBe('Jonas Weber');
    expect(cv.resume.work.map((w) => [w.name, w.position, w.startDate, w.endDate])).toEqual([
      ['Spree Logistics', 'Data Engineer', '2020-01', undefined],
      ['Havel Bank', 'Analyst', '2016-03', '2019'],
    ]);
    expect(cv.resume.education).toEqual([
      {
        studyType: 'BSc',
        area: 'Statistics',
        institution: 'Humboldt University of Berlin',
        startDate: '2012',
        endDate: '2015',
      },
    ]);
    expect(cv.resume.languages).toEqual([
      { language: 'German', fluency: 'native' },
      { language: 'English', fluency: 'fluent' },
    ]);
  });
});

describe('parseCv: narrow sidebar PDF', () => {
  it('reads the sidebar, then the main column, finds the large name and ignores a footer note', async () => {
    const { resume, meta, text } = await parseCv(await sidebarPdf());
    expect(meta.warnings.map((w) => w.code)).toEqual(['two_columns', 'sidebar']);
    expect(meta.sections).toEqual(['Contact', 'Skills', 'Languages', 'Experience', 'Education']);
    expect(text.split('\n')[0]).toBe('Inês Silva');
    expect(resume.basics).toEqual({
      name: 'Inês Silva',
      email: 'ines.silva@example.pt',
      phone: '+351 912 345 678',
      location: { city: 'Lisbon', region: 'Portugal' },
    });
    expect(resume.skills.map((s) => s.name)).toEqual([
      'Figma',
      'User research',
      'Prototyping',
      'HTML and CSS',
      'Accessibility',
    ]);
    expect(resume.languages).toEqual([
      { language: 'Portuguese', fluency: 'native' },
      { language: 'English', fluency: 'C1' },
    ]);
    expect(resume.work.map((w) => [w.position, w.name, w.startDate, w.highlights.length])).toEqual([
      ['UX Designer', 'Tejo Digital', '2021-02', 3],
      ['Junior Designer', 'Alfama Studio', '2018-09', 3],
    ]);
    expect(resume.education).toEqual([
      {
        studyType: 'BA',
        area: 'Communication Design',
        institution: 'University of Lisbon',
        startDate: '2015',
        endDate: '2018',
      },
    ]);
  });
});

describe('parseCv: other single-column layouts', () => {
  it('reads a centred LaTeX-style CV with two-line entries and right-aligned places', async () => {
    const { resume, meta } = await parseCv(await centredPdf());
    expect(meta.sections).toEqual(['EDUCATION', 'EXPERIENCE', 'TECHNICAL SKILLS']);
    expect(resume.basics).toMatchObject({
      name: 'Noah Okafor',
      phone: '555-867-5309',
      email: 'noah.okafor@example.edu',
    });
    expect(
      resume.work.map((w) => [w.position, w.name, w.location, w.startDate, w.endDate ?? 'open']),
    ).toEqual([
      ['Software Engineer', 'Brightwave Robotics', 'Detroit, MI', '2022-07', 'open'],
      ['Research Assistant', 'Lakeside University', 'Chicago, IL', '2020-05', '2021-08'],
    ]);
    expect(resume.education).toEqual([
      {
        institution: 'Lakeside University',
        studyType: 'Bachelor of Science',
        area: 'Computer Engineering',
        startDate: '2018-08',
        endDate: '2022-05',
      },
    ]);
  });

  it('reads a CV with dates in the left margin as one column', async () => {
    const { resume, meta } = await parseCv(await marginDatesPdf());
    expect(meta.warnings).toEqual([]);
    expect(meta.sections).toEqual(['Experience', 'Education']);
    expect(resume.basics).toMatchObject({ name: 'Lena Hoffmann', phone: '+49 151 2345 6789' });
    expect(resume.work.map((w) => [w.position, w.name, w.startDate, w.endDate])).toEqual([
      ['Product Manager', 'Isar Mobility', '2019', '2023'],
      ['Business Analyst', 'Alpen Insurance', '2016', '2019'],
    ]);
    expect(resume.education[0]).toMatchObject({
      studyType: 'M.Sc.',
      area: 'Economics',
      institution: 'LMU Munich',
    });
  });
});

describe('parseCv: PDF warnings', () => {
  it.each([
    ['tables', { table: true }],
    ['images', { image: true }],
    ['icons', { iconFont: true }],
  ] as const)('warns about %s', async (code, options) => {
    const cv = await parseCv(await oneColumnPdf(options));
    expect(cv.meta.warnings.map((w) => w.code)).toEqual([code]);
    expect(cv.meta.warnings[0]?.message.length).toBeGreaterThan(30);
  });
});

describe('parseCv: PDF errors', () => {
  it('refuses an image-only (scanned) PDF with no_text_layer', async () => {
    const err = await engineError(parseCv(await scannedPdf()));
    expect(err.code).toBe('no_text_layer');
    expect(err.message).toMatch(/scanned image/);
  });

  it('refuses a password-protected PDF with encrypted', async () => {
    expect((await engineError(parseCv(encryptedPdf()))).code).toBe('encrypted');
  });

  it('refuses a damaged PDF with corrupt', async () => {
    const pdf = await oneColumnPdf();
    expect((await engineError(parseCv(pdf.slice(0, pdf.length / 2)))).code).toBe('corrupt');
    expect(
      (await engineError(parseCv(new TextEncoder().encode('%PDF-1.7\nnot really a pdf')))).code,
    ).toBe('corrupt');
  });

  it('enforces the page limit and the size limit', async () => {
    const heard: unknown[] = [];
    const tooMany = parseCv(await manyPagesPdf(4), {
      maxPages: 3,
      onProgress: (p) => heard.push(p),
    });
    expect((await engineError(tooMany)).code).toBe('too_many_pages');
    expect(heard).toEqual([]);
    expect((await engineError(parseCv(await oneColumnPdf(), { maxBytes: 100 }))).code).toBe(
      'too_large',
    );
  });
});
