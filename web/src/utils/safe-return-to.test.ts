import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './safe-return-to';

describe('safeReturnTo', () => {
  it.each([
    ['/master-cv', '/master-cv'],
    ['/job-analyzer/results/7?tab=keywords', '/job-analyzer/results/7?tab=keywords'],
    [null, '/dashboard'],
    ['', '/dashboard'],
    ['https://evil.example/', '/dashboard'],
    ['//evil.example/', '/dashboard'],
    ['/\\evil.example', '/dashboard'],
    ['javascript:alert(1)', '/dashboard'],
    ['/ok\nSet-Cookie', '/dashboard'],
  ])('%s → %s', (value, expected) => {
    expect(safeReturnTo(value, '/dashboard')).toBe(expected);
  });
});
