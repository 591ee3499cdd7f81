import { describe, expect, it } from 'vitest';
import { safeHttpUrl } from './safe-http-url';

describe('safeHttpUrl', () => {
  it('keeps http(s) addresses only', () => {
    expect(safeHttpUrl('https://acme.test/jobs/1')).toBe('https://acme.test/jobs/1');
    expect(safeHttpUrl('http://acme.test')).toBe('http://acme.test/');
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
    expect(safeHttpUrl('data:text/html,x')).toBeNull();
    expect(safeHttpUrl('acme.test')).toBeNull();
    expect(safeHttpUrl(null)).toBeNull();
  });
});
