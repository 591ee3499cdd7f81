import { Resume } from '@jobfit/contracts';
import { describe, expect, it } from 'vitest';
import { cvPreview, dateRange, orderableSections } from './cv-preview-model';

const resume = Resume.parse({
  basics: {
    name: 'Dana Doc',
    label: 'Backend Engineer',
    email: 'dana@example.com',
    phone: '+44 20 7946 0123',
    location: { city: 'London', countryCode: 'UK' },
    summary: '  Backend engineer.  ',
  },
  work: [
    {
      name: 'Northwind',
      position: 'Senior Engineer',
      startDate: '2019-01',
      current: true,
      highlights: ['Built services', ' '],
    },
  ],
  education: [{ institution: 'Leeds', area: 'CS', studyType: 'BSc', endDate: '2016' }],
  skills: [{ name: 'Backend', keywords: ['TypeScript', 'AWS'] }],
});

describe('cvPreview', () => {
  it('reads the CV like the export: header, headings, entries and lines', () => {
    const cv = cvPreview(resume, ['summary', 'skills', 'experience']);
    expect(cv.name).toBe('Dana Doc');
    expect(cv.label).toBe('Backend Engineer');
    expect(cv.contact).toEqual(['dana@example.com', '+44 20 7946 0123', 'London, UK']);
    expect(cv.sections.map((s) => s.title)).toEqual([
      'Summary',
      'Skills',
      'Experience',
      'Education',
    ]);
    expect(cv.sections[0]?.lines).toEqual(['Backend engineer.']);
    expect(cv.sections[1]?.lines).toEqual(['Backend: TypeScript, AWS']);
    expect(cv.sections[2]?.entries).toEqual([
      {
        head: 'Senior Engineer, Northwind',
        dates: 'Jan 2019 – Present',
        bullets: ['Built services'],
      },
    ]);
    expect(cv.sections[3]?.entries[0]?.head).toBe('BSc in CS, Leeds');
  });

  it('offers only sections with content for reordering', () => {
    expect(orderableSections(resume, ['education'])).toEqual([
      'education',
      'summary',
      'experience',
      'skills',
    ]);
  });
});

describe('dateRange', () => {
  it.each([
    ['2021-03', '2023-11', undefined, 'Mar 2021 – Nov 2023'],
    // Issue 18: a single year stays single; "Present" only when the CV says current.
    ['2021', undefined, undefined, '2021'],
    ['2021', undefined, true, '2021 – Present'],
    [undefined, undefined, true, 'Present'],
    [undefined, undefined, undefined, ''],
  ])('%s → %s', (start, end, current, expected) => {
    expect(dateRange(start, end, current)).toBe(expected);
  });
});

describe('custom sections (decision 122)', () => {
  const withCustom = Resume.parse({
    ...resume,
    custom: [
      { title: 'Affiliations', items: ['IEEE member', ' '] },
      { title: 'Blank', items: [' '] },
    ],
  });

  it('follow the ordered sections under their own heading, like the export', () => {
    const cv = cvPreview(withCustom, ['skills']);
    expect(cv.sections.map((s) => s.title)).toEqual([
      'Skills',
      'Summary',
      'Experience',
      'Education',
      'Affiliations',
    ]);
    expect(cv.sections.at(-1)).toEqual({
      id: 'custom',
      title: 'Affiliations',
      entries: [],
      lines: ['IEEE member'],
    });
  });

  it('are not offered for reordering', () => {
    expect(orderableSections(withCustom, [])).not.toContain('custom');
  });
});
