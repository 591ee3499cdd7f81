import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { measurePostings, normaliseKeyword, scorePostings } from './quality-postings.ts';
import type { GoldPosting, Reading } from './quality-postings.ts';

const DATA = process.env.JOBFIT_DATA ?? '/work/shared/data';

const gold: GoldPosting = {
  id: 'invented-1',
  text: '',
  title: 'Staff Nurse',
  company: 'Northwind Health Ltd',
  location: 'Leeds, West Yorkshire',
  required: ['NMC registration', 'wound care', 'PostgreSQL'],
  preferred: ['phlebotomy'],
  soft: ['communication'],
  knockouts: [{ kind: 'license', text: 'NMC registration' }],
  not_keywords: ['Northwind Health', 'NHS Pension Scheme', 'pension'],
  aliases: { PostgreSQL: ['Postgres'], 'Staff Nurse': ['Nurse'] },
};

describe('posting benchmark scorer: normalised, exact or alias first, then whole words', () => {
  it('normalises as the guidelines say', () => {
    expect(normaliseKeyword('Node.js, HTML5 & CSS')).toBe('node.j html5 css');
    expect(normaliseKeyword('Wound-care Services.')).toBe('wound care service');
  });

  it('counts exact, alias and containment hits, noise and misses', () => {
    const read: Reading = {
      keywords: ['Postgres', 'advanced wound care', 'Pension', 'Excel', 'Communication'],
      found: ['Postgres', 'advanced wound care', 'Pension', 'Excel', 'Communication'],
      title: 'Nurse',
      company: 'Northwind Health',
      location: 'Leeds',
      knockoutKinds: ['license', 'location'],
    };
    const s = scorePostings([{ gold, read }]);
    expect(s.precision).toBe(3 / 5); // Postgres (alias), wound care (contained), Communication
    expect(s.noise).toBe(1 / 5); // Pension
    expect(s.recallRequired).toBe(2 / 3); // NMC registration missed
    expect(s.recallPreferred).toBe(0);
    expect([s.title, s.company, s.location]).toEqual([1, 1, 1]);
    expect([s.knockoutPrecision, s.knockoutRecall, s.falseKnockouts]).toEqual([0.5, 1, 1]);
  });
});

describe.skipIf(!existsSync(`${DATA}/postings/dev.jsonl`))(
  'posting benchmark on real postings',
  () => {
    it('reads all 40 annotated postings', () => {
      const s = measurePostings(DATA);
      expect(s.postings).toBe(40);
      for (const v of [s.precision, s.recallRequired, s.noise, s.title, s.company])
        expect(v >= 0 && v <= 1).toBe(true);
    }, 60_000);
  },
);
