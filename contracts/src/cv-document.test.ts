import { describe, expect, it } from 'vitest';
// The engine's model is the reference this copy must match (decision 177): a test-only import
// across the boundary; nothing outside this test reads the engine.
// eslint-disable-next-line no-restricted-imports -- decision 177: the copy is checked against the engine
import { cvDocument as engineCvDocument } from '../../engine/src/render/_sections.ts';
// eslint-disable-next-line no-restricted-imports -- decision 177: the copy is checked against the engine
import * as engineSections from '../../engine/src/render/section-id.ts';
import { Resume } from './cv.ts';
import { cvDocument, dateRange, DEFAULT_SECTION_ORDER, SECTION_TITLES } from './cv-document.ts';
import { SectionId } from './documents.ts';

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

// Every section and every field the model reads, with blanks and whitespace it must drop or trim.
// Typed rather than parsed, so untrimmed text reaches both models as a stored CV could hold it.
const everything: Resume = {
  basics: {
    name: '  Ana Sousa ',
    label: ' ',
    email: 'ana@example.pt',
    phone: ' ',
    url: 'https://ana.example.pt',
    summary: ' Data engineer. ',
    location: { city: 'Porto', region: 'Norte', countryCode: 'PT' },
    profiles: [
      { network: 'GitHub', username: 'anas' },
      { network: 'LinkedIn', url: 'https://linkedin.com/in/anas' },
      { network: 'Mastodon' },
    ],
  },
  work: [
    {
      name: 'Atlântico',
      position: 'Data Engineer',
      location: 'Porto',
      summary: 'Pipelines for billing',
      startDate: '2021-03-15',
      current: true,
      highlights: ['Built the warehouse', '  '],
    },
    { name: 'Solo', startDate: '2019', endDate: '2021-02', highlights: [] },
    { position: 'Intern', highlights: ['Tests'] },
  ],
  education: [
    {
      institution: 'Universidade do Porto',
      studyType: 'MSc',
      area: 'Informatics',
      startDate: '2016-09',
      endDate: '2018-07',
      score: '18/20',
      courses: ['Databases', 'Statistics'],
    },
    { institution: 'Liceu', courses: [] },
  ],
  skills: [
    { name: 'Data', keywords: ['SQL', 'Spark'] },
    { name: 'Leadership', keywords: [] },
    { name: ' ', keywords: [] },
    { name: 'Coaching', keywords: [] },
    { name: '', keywords: ['Airflow'] },
    { name: 'Scheduling', keywords: [] },
  ],
  projects: [
    {
      name: 'Ledger',
      description: 'Double entry',
      url: 'https://github.com/anas/ledger',
      startDate: '2020',
      highlights: ['30 users'],
    },
    { name: 'Notes' },
  ],
  certificates: [
    { name: 'AWS Data Analytics', issuer: 'AWS', date: '2022-05' },
    { name: 'Scrum', date: '2020' },
    { name: 'First aid' },
  ],
  languages: [{ language: 'Portuguese', fluency: 'Native' }, { language: 'English' }],
  awards: [{ title: 'Hackathon winner', awarder: 'Porto Tech', date: '2019-11' }],
  publications: [{ name: 'Streaming joins', publisher: 'VLDB', releaseDate: '2021-08-02' }],
  volunteer: [
    {
      organization: 'Code Club',
      position: 'Mentor',
      startDate: '2018',
      endDate: '2020',
      summary: 'Taught Python',
      highlights: ['12 pupils'],
    },
  ],
  interests: [{ name: 'Chess', keywords: ['endgames'] }, { name: 'Running' }],
  references: [{ name: 'Rui Costa', reference: 'Ana led our migration.' }, { name: 'On request' }],
  custom: [
    { title: ' Affiliations ', items: ['ACM member', ' '] },
    { title: 'Blank', items: [' '] },
    { title: ' ', items: ['No heading'] },
  ],
};

const empty = Resume.parse({});

/** The engine's model without what only its layouts use (`parts`, to break a long head). */
function engineModel(r: Resume, order?: readonly SectionId[]) {
  const doc = engineCvDocument(r, order);
  return {
    ...doc,
    sections: doc.sections.map((s) => ({
      ...s,
      entries: s.entries.map(({ parts: _parts, ...entry }) => entry),
    })),
  };
}

describe('cvDocument matches the engine’s model (decision 177)', () => {
  it('has the engine’s sections, headings and default order', () => {
    expect(SECTION_TITLES).toEqual(engineSections.SECTION_TITLES);
    expect(DEFAULT_SECTION_ORDER).toEqual(engineSections.DEFAULT_SECTION_ORDER);
    expect([...SectionId.options].sort()).toEqual(
      Object.keys(engineSections.SECTION_TITLES).sort(),
    );
  });

  const orders: (readonly SectionId[] | undefined)[] = [
    undefined,
    [],
    ['skills', 'summary', 'experience'],
    [...SectionId.options].reverse(),
    ['education', 'education', 'certificates'],
  ];
  it.each([
    ['a CV with every section', everything],
    ['a short CV', resume],
    ['an empty CV', empty],
  ])('reads %s as the engine does, in every order', (_name, cv) => {
    for (const order of orders) {
      expect(order ? cvDocument(cv, order) : cvDocument(cv)).toEqual(engineModel(cv, order));
    }
  });
});

describe('cvDocument', () => {
  it('reads the CV like the export: header, headings, entries and lines', () => {
    const cv = cvDocument(resume, ['summary', 'skills', 'experience']);
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
});

describe('skills listed one by one', () => {
  it('run on in one line, as a CV prints them; a group keeps its own line', () => {
    const cv = Resume.parse({
      skills: [
        { name: 'Cooking', keywords: [] },
        { name: 'Scheduling', keywords: [] },
        { name: 'Sales', keywords: [] },
        { name: 'Tools', keywords: ['Excel', 'Outlook'] },
        { name: 'Typing', keywords: [] },
      ],
    });
    expect(cvDocument(cv, ['skills']).sections[0]?.lines).toEqual([
      'Cooking, Scheduling, Sales',
      'Tools: Excel, Outlook',
      'Typing',
    ]);
  });
});

describe('dateRange', () => {
  it.each([
    ['2021-03', '2023-11', undefined, 'Mar 2021 – Nov 2023'],
    // A single year stays single; "Present" only when the CV says current.
    ['2021', undefined, undefined, '2021'],
    ['2021', undefined, true, '2021 – Present'],
    [undefined, undefined, true, 'Present'],
    [undefined, undefined, undefined, ''],
  ])('%s → %s', (start, end, current, expected) => {
    expect(dateRange(start, end, current)).toBe(expected);
  });
});

describe('custom sections (decision 122)', () => {
  it('follow the ordered sections under their own heading, like the export', () => {
    const withCustom = Resume.parse({
      ...resume,
      custom: [
        { title: 'Affiliations', items: ['IEEE member', ' '] },
        { title: 'Blank', items: [' '] },
      ],
    });
    const cv = cvDocument(withCustom, ['skills']);
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
});
