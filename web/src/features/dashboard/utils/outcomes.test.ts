import { describe, expect, it } from 'vitest';
import { outcomeCellText, outcomeFootnote } from './outcomes';

describe('outcome texts', () => {
  it('shows both rates with their counts from 5 applications', () => {
    expect(
      outcomeCellText({ applied: 5, replied: 3, interviewed: 2, replyRate: 60, interviewRate: 40 }),
    ).toEqual({ kind: 'rates', reply: '60% (3 of 5)', interview: '40% (2 of 5)' });
  });

  it('never shows a rate the server withheld, only the sample size', () => {
    expect(
      outcomeCellText({
        applied: 3,
        replied: 3,
        interviewed: 1,
        replyRate: null,
        interviewRate: null,
      }),
    ).toEqual({ kind: 'too-few', text: 'Not enough data yet (n=3)' });
  });

  it('says which applications are in no row', () => {
    expect(outcomeFootnote(0, 0)).toBeNull();
    expect(outcomeFootnote(1, 3)).toBe(
      'Not in a row: 1 application without a scan; 3 applications without the CV sent recorded.',
    );
  });
});
