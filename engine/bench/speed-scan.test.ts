import { describe, expect, it } from 'vitest';
import { parseCvText } from '../src/cv/index.ts';
import { scan } from '../src/match/index.ts';
import { BatchInputs } from '../src/cli/batch-inputs.ts';
import { benchCvText, benchPostingText, wordOverlap } from './speed-scan.ts';

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

  it('time a batch line that scans as scan() does, against a word-overlap floor', async () => {
    const cv = benchCvText();
    const posting = benchPostingText();
    const inputs = new BatchInputs();
    const batched = scan(await inputs.cv(cv), inputs.posting(posting));
    expect(scan(await inputs.cv(cv), inputs.posting(posting))).toEqual(batched);
    expect(batched).toEqual(scan(parseCvText(cv), posting));
    const overlap = wordOverlap(cv, posting);
    expect(overlap).toBeGreaterThan(0.2);
    expect(overlap).toBeLessThan(0.8);
  });
});
