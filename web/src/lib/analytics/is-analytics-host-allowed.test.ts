import { describe, expect, it } from 'vitest';
import { isAnalyticsEnabled, isAnalyticsHostAllowed } from './is-analytics-host-allowed';

describe('isAnalyticsHostAllowed', () => {
  it.each([
    ['localhost', false],
    ['LOCALHOST', false],
    ['app.localhost', false],
    ['127.0.0.1', false],
    ['10.0.0.12', false],
    ['192.168.1.20', false],
    ['192.168.example.com', false],
    ['[::1]', false],
    ['::1', false],
    ['', false],
    ['jobfit.app', true],
    ['www.jobfit.app', true],
    ['staging.jobfit.example.com', true],
  ])('%s → %s', (host, allowed) => {
    expect(isAnalyticsHostAllowed(host)).toBe(allowed);
  });
});

describe('isAnalyticsEnabled', () => {
  it('needs a key and an allowed host', () => {
    expect(isAnalyticsEnabled('phc_key', 'jobfit.app')).toBe(true);
    expect(isAnalyticsEnabled('', 'jobfit.app')).toBe(false);
    expect(isAnalyticsEnabled(undefined, 'jobfit.app')).toBe(false);
    expect(isAnalyticsEnabled('phc_key', 'localhost')).toBe(false);
  });
});
