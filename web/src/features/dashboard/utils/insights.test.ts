import { describe, expect, it } from 'vitest';
import { deadlineText, daysUntil, formatScore, missingSkillSentence } from './insights';
import { usageMeter } from 'src/utils/usage-meter';

describe('insights text', () => {
  it('says how often a skill was missing', () => {
    expect(missingSkillSentence({ name: 'Kubernetes', missingIn: 7, of: 10 })).toBe(
      'Kubernetes missing in 7 of the last 10 jobs you scanned',
    );
    expect(missingSkillSentence({ name: 'Go', missingIn: 1, of: 1 })).toBe(
      'Go missing in the last job you scanned',
    );
  });

  it('formats averages and deadlines', () => {
    expect(formatScore(71.333)).toBe('71.3');
    expect(formatScore(70)).toBe('70');
    expect(formatScore(null)).toBe('—');
    const now = new Date(2026, 10, 23, 15);
    expect(daysUntil('2026-11-23', now)).toBe(0);
    expect(deadlineText('2026-11-24', now)).toBe('Tomorrow');
    expect(deadlineText('2026-12-03', now)).toBe('In 10 days');
    expect(deadlineText('2026-11-20', now)).toBe('3 days ago');
  });

  it('meters usage against the quota', () => {
    expect(usageMeter(3, 10)).toMatchObject({ percent: 30, label: '3 of 10 used', remaining: 7 });
  });
});
