import { describe, expect, it } from 'vitest';
import { parseCv } from '../../src/cv/index.ts';
import { tableSidebarDocx, textboxTableDocx } from '../fixtures/cv/layout/docx-fixtures.ts';

describe('DOCX layout: text boxes, tables and drawings', () => {
  it('reads text boxes where they stand, once, and never drawing coordinates', async () => {
    const { text, meta, resume } = await parseCv(textboxTableDocx());
    const lines = text.split('\n');
    // The page header's name box, then the body; its page-number field is dropped.
    expect(lines.slice(0, 4)).toEqual([
      'Dana Whitfield',
      'Dana Whitfield',
      'Data Analyst',
      'dana.whitfield@example.com\t+1 415 555 0134',
    ]);
    expect(lines.filter((l) => l === 'Skills')).toHaveLength(1);
    expect(text).not.toMatch(/914400|1371600|669956|380245|PAGE|Page 1/);
    expect(resume.basics).toMatchObject({
      name: 'Dana Whitfield',
      email: 'dana.whitfield@example.com',
      phone: '+1 415 555 0134',
    });
    expect(meta.sections).toEqual(['Experience', 'Skills', 'Education']);
  });

  it('reads a table row by row, each row’s cells left to right, and warns', async () => {
    const { text, meta } = await parseCv(textboxTableDocx());
    const lines = text.split('\n');
    const at = lines.indexOf('2019 – 2023\tHarbor Freight Labs\tData Analyst');
    expect(at).toBeGreaterThan(0);
    expect(lines.slice(at, at + 3)).toEqual([
      '2019 – 2023\tHarbor Freight Labs\tData Analyst',
      '2016 – 2019\tBay Credit Union\tTeller',
      '2015 – 2016\tGolden Gate Books\tBookseller',
    ]);
    expect(meta.layout).toEqual({ columns: 1, tables: true, images: false, icons: false });
    expect(meta.warnings.map((w) => w.code)).toEqual(['tables']);
  });

  it('reads a layout table with a narrow first cell as a left sidebar, then the main cell', async () => {
    const { text, meta, resume } = await parseCv(tableSidebarDocx());
    expect(meta.sections).toEqual(['Contact', 'Skills', 'Experience', 'Education']);
    expect(text.indexOf('Spring Boot')).toBeLessThan(text.indexOf('Experience'));
    expect(meta.layout).toEqual({
      columns: 2,
      sidebar: 'left',
      tables: true,
      images: false,
      icons: false,
    });
    expect(meta.warnings.map((w) => w.code)).toEqual(['two_columns', 'sidebar', 'tables']);
    expect(resume.basics).toMatchObject({ name: 'Oskar Nowak', phone: '+48 601 234 567' });
    expect(resume.skills.map((s) => s.name)).toEqual(['Java', 'Kotlin', 'Spring Boot']);
  });
});
