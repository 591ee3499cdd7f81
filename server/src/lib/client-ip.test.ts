import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../env.ts';
import { clientIp } from './client-ip.ts';

const ipWith = async (hops: number, forwarded?: string) => {
  const app = new Hono().get('/', (c) => c.text(clientIp(c, hops) ?? 'unknown'));
  const res = await app.request('/', {
    headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
  });
  return res.text();
};

describe('clientIp', () => {
  it('takes the entry written by the last trusted proxy, whatever the client wrote before', async () => {
    expect(await ipWith(1, '203.0.113.9, 10.0.0.7')).toBe('10.0.0.7');
    expect(await ipWith(1, 'forged, 203.0.113.9, 10.0.0.7')).toBe('10.0.0.7');
    expect(await ipWith(2, 'forged, 203.0.113.9, 10.0.0.7')).toBe('203.0.113.9');
  });

  it('ignores X-Forwarded-For without trusted proxies, and when it has too few entries', async () => {
    // No node socket behind app.request: the address is unknown rather than the header's.
    expect(await ipWith(0, '203.0.113.9')).toBe('unknown');
    expect(await ipWith(3, '203.0.113.9, 10.0.0.7')).toBe('unknown');
  });
});

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, 0],
    ['false', 0],
    ['true', 1],
    ['2', 2],
  ])('%s → %i trusted hops', (value, hops) => {
    expect(loadEnv(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toBe(hops);
  });

  it('refuses anything else', () => {
    expect(() => loadEnv({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
  });
});
