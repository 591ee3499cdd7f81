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
