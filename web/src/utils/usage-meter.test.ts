import { describe, expect, it } from 'vitest';
import { usageMeter } from './usage-meter';

describe('usageMeter', () => {
  it('shows the share of a limited quota and what is left', () => {
    expect(usageMeter(3, 10)).toEqual({
      percent: 30,
      label: '3 of 10 used',
      remaining: 7,
      tone: 'primary',
    });
    expect(usageMeter(8, 10)).toMatchObject({ percent: 80, remaining: 2, tone: 'warning' });
    expect(usageMeter(10, 10)).toMatchObject({ percent: 100, remaining: 0, tone: 'error' });
  });

  it('caps the bar at 100% when over the limit (e.g. after a downgrade)', () => {
    expect(usageMeter(14, 10)).toMatchObject({
      percent: 100,
      remaining: 0,
      label: '14 of 10 used',
    });
    expect(usageMeter(0, 0)).toMatchObject({ percent: 100, remaining: 0, tone: 'error' });
  });

  it('has no bar for an unlimited plan', () => {
    expect(usageMeter(42, null)).toEqual({
      percent: 0,
      label: '42 used · unlimited',
      remaining: null,
      tone: 'primary',
    });
  });
});
