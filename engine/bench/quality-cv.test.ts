import { describe, expect, it } from 'vitest';
import { parseCv } from '../src/cv/index.ts';
import { twoColumnPdf } from '../test/fixtures/cv/build-cv-pdf.ts';
import { scoreCv, type ManifestEntry } from './quality-cv.ts';

describe('quality-cv scoreCv', () => {
  it('compares names and headings case-insensitively and phones by digits', async () => {
    const parsed = await parseCv(await twoColumnPdf());
    const entry: ManifestEntry = {
      file: 'two-column.pdf',
      name: 'jonas weber',
      email: 'jonas.weber@example.com',
      phone: '+49 (30) 1234-5678',
      sections: ['Experience', 'Skills', 'Education', 'Languages', 'Projects'],
      employers: ['Spree Logistics', 'Havel Bank'],
      titles: ['Data Engineer', 'Analyst', 'Chief Analyst'],
    };
    const score = scoreCv(entry, parsed);
    expect(score).toMatchObject({
      name: true,
      email: true,
      phone: true,
      sectionsFound: 4,
      sectionsExpected: 5,
      sectionsReturned: 4,
      employersFound: 2,
      employersExpected: 2,
      titlesFound: 2,
      titlesExpected: 3,
      datesParsed: 3,
      entries: 3,
    });
    expect(score.confidence.map((c) => [c.field, c.correct])).toEqual([
      ['basics.name', true],
      ['basics.email', true],
      ['basics.phone', true],
      ['work.name', true],
      ['work.name', true],
      ['work.position', true],
      ['work.position', true],
      ['work.position', false],
    ]);
    expect(score.missed).toEqual(['Projects']);
  });

  it('counts a wrong value as a miss', async () => {
    const parsed = await parseCv(await twoColumnPdf());
    const score = scoreCv(
      { file: 'x.pdf', name: 'Jonas Webber', email: 'other@example.com', sections: [] },
      parsed,
    );
    expect([score.name, score.email, score.phone]).toEqual([false, false, undefined]);
  });
});
