import { describe, expect, it } from 'vitest';
import { scoreColor } from './score-color';

describe('scoreColor', () => {
  it.each([
    [100, 'success'],
    [75, 'success'],
    [74, 'warning'],
    [50, 'warning'],
    [49, 'error'],
    [0, 'error'],
  ])('%i → %s', (score, color) => {
    expect(scoreColor(score)).toBe(color);
  });
});
