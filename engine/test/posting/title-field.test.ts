import { describe, expect, it } from 'vitest';
import { scan } from '../../src/match/index.ts';
import { analyzePosting, titleFields } from '../../src/posting/index.ts';
import type { ParsedCv } from '../../src/resume.ts';

// The field a job title names (docs/decisions/175-title-field.md), on titles written for these
// tests.
const fields = (title: string) => titleFields(title).map((f) => f.name);

describe('the field a title names', () => {
  it.each([
    ['Trainee Bookkeeper', ['bookkeeping']],
    ['Paediatric Physiotherapist', ['paediatric physiotherapy']],
    ['Lead Cloud Architect', ['cloud architecture']],
    ['Senior Game Developer', ['game development']],
    ['Machine Learning Engineer', ['machine learning engineering']],
    ['Risk Analyst', ['risk analysis']],
    ['Compliance Officer', ['compliance']],
    ['Soil Scientist / Data Analyst', ['soil science', 'data analysis']],
    ['Freight Forwarding Coordinator', []],
    ['Receptionist/Admin', ['reception', 'administration']],
    ['Linux Systems Administrator', ['linux systems administration']],
    // A start-up's first hire: "founding" is the post's stage, not its field.
    ['Founding Fullstack Engineer', ['fullstack engineering']],
    ['Distinguished Data Scientist', ['data science']],
  ])('%s → %j', (title, expected) => {
    expect(fields(title)).toEqual(expected);
  });

  it('names no field for a bare job noun, a vague specialism or a title in other words', () => {
    expect(fields('Engineer')).toEqual([]);
    expect(fields('General Manager')).toEqual([]);
    expect(fields('Team Lead')).toEqual([]);
    expect(fields('Head of Operations')).toEqual([]);
    expect(fields('Porter')).toEqual([]);
  });

  it('reads a long specialism by its last word, before the job', () => {
    expect(fields('Retail Banking Credit Risk Analyst')).toEqual(['risk analysis']);
  });

  it('keeps where in the title the field comes from', () => {
    expect(titleFields('Senior Tax Accountant')).toEqual([
      { name: 'tax accounting', surface: 'Tax Accountant', at: 7, noun: { at: 11, length: 10 } },
    ]);
  });
});

describe('a posting asks for the field of its title', () => {
  const posting =
    'Assistant Accountant\nWe are hiring for our finance team.\nRequirements\n- Month-end close and reconciliations.\n- Sage 50.';

  it('lists the field as a skill of the title line', () => {
    const p = analyzePosting(posting);
    const field = p.skills.find((s) => s.name === 'accounting');
    expect(field?.source).toBe('title');
    expect(field?.spans.map((s) => s.surface)).toEqual(['Accountant']);
  });

  it('does not repeat a field the taxonomy already read in the title', () => {
    const names = analyzePosting('Registered Nurse\nRequirements\n- Triage.').skills.map(
      (s) => s.name,
    );
    expect(names).not.toContain('nursing');
    expect(
      analyzePosting('Marketing Officer\nRequirements\n- SEO.').skills.map((s) => s.name),
    ).not.toContain('marketing');
  });

  const cvOf = (text: string, positions: string[]): ParsedCv => ({
    resume: {
      basics: {},
      work: positions.map((position) => ({
        position,
        name: 'Acme Ltd',
        startDate: '2019-01',
        highlights: ['Month-end close in Sage 50.'],
      })),
      education: [],
      skills: [],
    },
    text,
    meta: { source: 'text', sections: ['Experience'], warnings: [], confidence: {} },
  });

  it('is met by a CV that names the same job, and scored by the titles, not twice', () => {
    const same = scan(
      cvOf('Accountant\nExperience\nAccountant, Acme Ltd\n- Month-end close in Sage 50.', [
        'Accountant',
      ]),
      posting,
    );
    const other = scan(
      cvOf('Chef\nExperience\nChef, Acme Ltd\n- Month-end close in Sage 50.', ['Chef']),
      posting,
    );
    const field = (r: typeof same) => r.keywords.find((k) => k.name === 'accounting');
    expect(field(same)?.status).toBe('matched');
    expect(field(other)?.status).toBe('missing');
    expect(field(same)?.weight).toBe(0);
    // The occupation part tells the two apart; the field adds no second penalty.
    expect(same.score).toBeGreaterThan(other.score);
    expect(other.recommendations.some((r) => r.keyword === 'accounting')).toBe(false);
  });
});
