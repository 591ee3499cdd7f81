import { describe, expect, it } from 'vitest';
import { parseCvText } from '../src/cv/index.ts';
import { scan } from '../src/match/index.ts';
import { benchCvText, benchPostingText } from './speed-scan.ts';

describe('scan speed benchmark inputs', () => {
  it('are a two-page CV and a ~600-word posting that scan to a strong, explained match', () => {
    const cv = benchCvText();
    const posting = benchPostingText();
    expect(cv.split(/\s+/).length).toBeGreaterThan(700);
    expect(posting.split(/\s+/).length).toBeGreaterThan(500);
    const r = scan(parseCvText(cv), posting);
    expect(r.score).toBeGreaterThanOrEqual(70);
    expect(r.keywords.find((k) => k.name === 'Kubernetes')).toMatchObject({
      status: 'matched',
      required: true,
    });
    // A hybrid role's office days are a knockout only when asked of the candidate (decision 113).
    expect(r.posting.knockouts.map((k) => k.kind)).toEqual(
      expect.arrayContaining(['minimum_years']),
    );
  });
});
