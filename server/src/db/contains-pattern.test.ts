import { describe, expect, it } from 'vitest';
import { containsPattern } from './contains-pattern.ts';

describe('containsPattern', () => {
  it('wraps the text in % and takes \\, % and _ literally', () => {
    expect(containsPattern('engineer')).toBe('%engineer%');
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
