import { describe, expect, it } from 'vitest';
import { parseCv } from '../../src/cv/index.ts';
import {
  brokenTextPdf,
  leftSidebarPdf,
  rightAlignedDatesPdf,
  rightSidebarPdf,
  twoColumnLayoutPdf,
} from '../fixtures/cv/layout/pdf-fixtures.ts';

/** Index of the first text line that contains `s` (-1 when none). */
function lineOf(text: string, s: string): number {
  return text.split('\n').findIndex((l) => l.includes(s));
}

describe('PDF layout: two equal columns', () => {
  it('reads the name band, then the left column, then the right, and warns once', async () => {
    const { text, meta, resume } = await parseCv(await twoColumnLayoutPdf());
    expect(lineOf(text, 'Tomas Lindqvist')).toBe(0);
    expect(lineOf(text, 'a non-technical audience')).toBeLessThan(lineOf(text, 'Skills'));
    expect(lineOf(text, 'Junior Analyst')).toBeLessThan(lineOf(text, 'Skills'));
    // No line mixes the columns.
    expect(text.split('\n').some((l) => l.includes('Fyris') && l.includes('SQL'))).toBe(false);
    expect(meta.sections).toEqual(['Experience', 'Skills', 'Education', 'Languages']);
    expect(meta.layout).toEqual({ columns: 2, tables: false, images: false, icons: false });
    expect(meta.warnings.map((w) => w.code)).toEqual(['two_columns']);
    expect(meta.warnings[0]?.message).toMatch(/two columns.*each column separately/);
    expect(resume.work.map((w) => [w.name, w.position])).toEqual([
      ['Fyris Retail', 'Data Analyst'],
      ['Norrland Energy', 'Junior Analyst'],
    ]);
    expect(resume.languages?.map((l) => l.language)).toEqual(['Swedish', 'English', 'German']);
  });
});

describe('PDF layout: sidebars', () => {
  it('reads a left sidebar on the main column’s baseline grid first, then the main column', async () => {
    const { text, meta, resume } = await parseCv(await leftSidebarPdf());
    expect(meta.sections).toEqual([
      'Contact',
      'Skills',
      'Languages',
      'Profile',
      'Experience',
      'Education',
    ]);
    expect(lineOf(text, 'PostgreSQL')).toBeLessThan(lineOf(text, 'Eko Payments'));
    expect(text.split('\n').some((l) => l.includes('Python') && l.includes('Experience'))).toBe(
      false,
    );
    expect(meta.layout).toEqual({
      columns: 2,
      sidebar: 'left',
      tables: false,
      images: false,
      icons: false,
    });
    expect(meta.warnings.map((w) => w.code)).toEqual(['two_columns', 'sidebar']);
    expect(resume.basics).toMatchObject({
      name: 'Amara Okoye',
      email: 'amara.okoye@example.ng',
      phone: '+234 803 555 0192',
    });
    // Skill words stay skills: no phantom jobs built from the sidebar.
    expect(resume.work.map((w) => w.name)).toEqual(['Eko Payments', 'Ikeja Logistics']);
    expect(resume.skills.map((s) => s.name)).toEqual([
      'Python',
      'Spark',
      'Airflow',
      'Kafka',
      'Terraform',
      'PostgreSQL',
    ]);
  });

  it('reads a right sidebar after the main column, under a full-width name band', async () => {
    const { text, meta, resume } = await parseCv(await rightSidebarPdf());
    expect(text.split('\n').slice(0, 2)).toEqual(['Lucía Fernández', 'Product Designer']);
    expect(meta.sections).toEqual(['Experience', 'Education', 'Contact', 'Skills', 'Languages']);
    expect(lineOf(text, 'Universidad de Sevilla')).toBeLessThan(lineOf(text, 'Contact'));
    expect(meta.layout).toMatchObject({ columns: 2, sidebar: 'right' });
    expect(meta.warnings.map((w) => w.code)).toEqual(['two_columns', 'sidebar']);
    expect(resume.basics).toMatchObject({ phone: '+34 612 345 678' });
    expect(resume.work.map((w) => w.name)).toEqual(['Tajo Studio', 'Mercado Azul']);
  });
});

describe('PDF layout: one column with right-aligned dates', () => {
  it('keeps the dates and places on their entry lines and reports one column', async () => {
    const { text, meta, resume } = await parseCv(await rightAlignedDatesPdf());
    expect(text.split('\n')).toContain('Backend Engineer\tJul 2021 – Present');
    expect(text.split('\n')).toContain('Kaveri Systems\tBengaluru, India');
    expect(meta.layout).toEqual({ columns: 1, tables: false, images: false, icons: false });
    expect(meta.warnings).toEqual([]);
    expect(meta.sections).toEqual(['Experience', 'Education', 'Skills']);
    expect(resume.work.map((w) => [w.name, w.position, w.startDate])).toEqual([
      ['Kaveri Systems', 'Backend Engineer', '2021-07'],
      ['Deccan Cloud', 'Software Engineer', '2018-06'],
      ['Nilgiri Labs', 'Intern', '2018-01'],
    ]);
  });
});

describe('PDF layout: text the layout broke', () => {
  it('joins a letter-spaced name and small capitals, drops icons, mends line-end hyphens', async () => {
    const { text, meta, resume } = await parseCv(await brokenTextPdf());
    expect(text.split('\n').slice(0, 3)).toEqual([
      'JONAS BERG',
      'Senior Data Engineer',
      'jonas.berg@example.no\t+47 912 34 567\tBergen, Norway',
    ]);
    expect(resume.basics).toMatchObject({
      name: 'Jonas Berg',
      email: 'jonas.berg@example.no',
      phone: '+47 912 34 567',
    });
    expect(resume.basics.summary).toBe(
      'Analytics engineer and co-founder of a small consultancy; I turn messy event data into dependable models, write well-known T-SQL patterns down as tests, and keep dashboards fast. Before that I ran self-service reporting at a retailer.',
    );
    expect(text).not.toMatch(/[\uE000-\uF8FF\u00AD]/u);
    // The heading's icon, from a font used for it alone, is dropped too.
    expect(meta.sections).toContain('Experience');
    expect(text).not.toContain('[');
    expect(meta.layout).toEqual({ columns: 1, tables: false, images: false, icons: true });
    expect(meta.warnings.map((w) => w.code)).toEqual(['icons']);
  });
});
