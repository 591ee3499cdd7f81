import { describe, expect, it } from 'vitest';
import { checkCv } from '../../src/match/index.ts';
import type { ParsedCv } from '../../src/resume.ts';

function cv(
  text: string,
  resume: Partial<ParsedCv['resume']> = {},
  meta: Partial<ParsedCv['meta']> = {},
): ParsedCv {
  return {
    resume: { basics: {}, work: [], education: [], skills: [], ...resume },
    text,
    meta: { source: 'pdf', sections: [], warnings: [], confidence: {}, ...meta },
  };
}

const status = (c: ParsedCv) => Object.fromEntries(checkCv(c).map((x) => [x.id, x.status]));

describe('checkCv', () => {
  const good = cv(
    `Ada Lovelace\nada@example.com +44 20 7946 0000 linkedin.com/in/ada\nExperience\n${'- Led a team of 5 that cut costs by 20%.\n'.repeat(40)}Education\nBSc Maths\nSkills\nPython`,
    {
      basics: { email: 'ada@example.com', phone: '+44 20 7946 0000' },
      work: [
        {
          position: 'Engineer',
          startDate: '2019-01',
          highlights: [
            'Led a team of 5 that cut costs by 20%.',
            'Built a billing API used by 2M customers.',
          ],
        },
        {
          position: 'Analyst',
          startDate: '2016-01',
          endDate: '2018-12',
          highlights: ['Reduced report time by 3 hours a week.'],
        },
      ],
    },
    { sections: ['Experience', 'Education', 'Skills'] },
  );

  it('passes a clean CV', () => {
    expect(status(good)).toEqual({
      contact: 'pass',
      linkedin: 'pass',
      headings: 'pass',
      dates: 'pass',
      length: 'pass',
      metrics: 'pass',
      verbs: 'pass',
      buzzwords: 'pass',
      overused: 'pass',
      file_type: 'pass',
      layout: 'pass',
    });
    expect(checkCv(good).every((c) => c.fix === undefined)).toBe(true);
  });

  it('flags what is missing, each with a fix', () => {
    const bad = cv(
      'Hard-working team player, results-driven self-starter and passionate go-getter. Responsible for things. Responsible for more. Responsible for stuff. Responsible for all.',
      { work: [{ position: 'Clerk', highlights: ['Responsible for filing', 'Helped the team'] }] },
      { source: 'text', warnings: [{ code: 'two_columns', message: 'Two-column layout.' }] },
    );
    expect(status(bad)).toEqual({
      contact: 'fail',
      linkedin: 'warn',
      headings: 'fail',
      dates: 'fail',
      length: 'fail',
      metrics: 'fail',
      verbs: 'warn',
      buzzwords: 'fail',
      overused: 'warn',
      file_type: 'warn',
      layout: 'warn',
    });
    expect(checkCv(bad).filter((c) => c.status !== 'pass' && !c.fix)).toEqual([]);
    expect(checkCv(bad).find((c) => c.id === 'buzzwords')?.message).toBe(
      'Clichés: "team player", "hard-working", "go-getter", "results-driven", "self-starter", "passionate".',
    );
  });

  it('does not throw on an empty CV', () => {
    expect(checkCv(cv('')).map((c) => c.id)).toHaveLength(11);
  });
});

describe('checkCv layout (decision 122)', () => {
  const layoutOf = (meta: Partial<ParsedCv['meta']>) =>
    checkCv(cv('Ada', {}, meta)).find((c) => c.id === 'layout');
  const plain = { columns: 1, tables: false, images: false, icons: false };

  it('passes a single-column page with nothing risky', () => {
    expect(layoutOf({ layout: plain })).toEqual({
      id: 'layout',
      label: 'Layout risks',
      status: 'pass',
      message: 'No layout risks found.',
      messageText: { key: 'check.layout.none' },
    });
  });

  it('reports what meta.layout saw when no warning says it, each with its fix', () => {
    expect(
      layoutOf({
        layout: { columns: 2, sidebar: 'left', tables: true, images: false, icons: true },
      }),
    ).toEqual({
      id: 'layout',
      label: 'Layout risks',
      status: 'warn',
      message: 'Two-column layout found. A sidebar on the left found. Tables found. Icons found.',
      messageText: {
        key: 'check.layout.found',
        values: {
          notes: [
            { key: 'layout.columns', values: { columns: 2 } },
            { key: 'layout.sidebar_left' },
            { key: 'layout.tables' },
            { key: 'layout.icons' },
          ],
        },
      },
      fix:
        'ATS software reads a plain page best: use a single-column layout; move the sidebar into the ' +
        'main column; put content in plain lines, not tables or text boxes; write contact details ' +
        'as text, without icons.',
      fixText: {
        key: 'check.layout.fix',
        values: {
          fixes: [
            { key: 'layout.fix.columns' },
            { key: 'layout.fix.sidebar' },
            { key: 'layout.fix.tables' },
            { key: 'layout.fix.icons' },
          ],
        },
      },
    });
  });

  it("says a warning's message once, whether or not meta.layout shows the same thing", () => {
    const check = layoutOf({
      layout: { ...plain, columns: 2 },
      warnings: [
        { code: 'two_columns', message: 'Two-column layout: a single column is safer.' },
        { code: 'icons', message: 'Icons next to your contact details.' },
      ],
    });
    expect(check?.status).toBe('warn');
    expect(check?.message).toBe(
      'Two-column layout: a single column is safer. Icons next to your contact details.',
    );
    expect(check?.fix).toBe(
      'ATS software reads a plain page best: use a single-column layout; write contact details as text, without icons.',
    );
    // Words the parser of today does not write (a CV stored before) are kept as they are.
    expect(check?.messageText).toEqual({
      key: 'check.layout.found',
      values: {
        notes: [
          { key: 'verbatim', values: { text: 'Two-column layout: a single column is safer.' } },
          { key: 'verbatim', values: { text: 'Icons next to your contact details.' } },
        ],
      },
    });
  });

  it('keys a warning the parser of today writes by its code', () => {
    const tables = layoutOf({
      warnings: [
        {
          code: 'tables',
          message:
            'Your CV uses tables: applicant tracking systems often scramble their cells. We read them row by row: check what we read, or use plain lines instead.',
        },
      ],
    });
    expect(tables?.messageText).toEqual({
      key: 'check.layout.found',
      values: { notes: [{ key: 'warning.tables' }] },
    });
  });

  it('reads a stored sidebar warning without meta.layout (a saved master CV)', () => {
    const check = layoutOf({ warnings: [{ code: 'sidebar', message: 'A sidebar on the left.' }] });
    expect(check?.status).toBe('warn');
    expect(check?.fix).toBe(
      'ATS software reads a plain page best: move the sidebar into the main column.',
    );
  });
});
