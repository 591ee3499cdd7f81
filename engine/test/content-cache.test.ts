import { describe, expect, it } from 'vitest';
import { contentKey, LruCache } from '../src/content-cache.ts';
import { ENGINE_VERSION } from '../src/match/index.ts';

describe('contentKey', () => {
  it('is the same for the same content and names the engine version', () => {
    expect(contentKey('cv text', '2026-11-23')).toBe(contentKey('cv text', '2026-11-23'));
    expect(contentKey('cv text').startsWith(`${ENGINE_VERSION}:`)).toBe(true);
  });

  it('differs when any part changes, or where the parts split', () => {
    const key = contentKey('cv text', '2026-11-23');
    expect(contentKey('cv text.', '2026-11-23')).not.toBe(key);
    expect(contentKey('cv text', '2026-11-24')).not.toBe(key);
    expect(contentKey('ab', 'c')).not.toBe(contentKey('a', 'bc'));
  });
});

describe('LruCache', () => {
  it('returns what was kept (a hit) and nothing for a key never set (a miss)', () => {
    const cache = new LruCache<string>(2);
    cache.set('a', 'A');
    expect(cache.get('a')).toBe('A');
    expect(cache.get('b')).toBeUndefined();
  });

  it('makes a value only on a miss', () => {
    const cache = new LruCache<{ n: number }>(2);
    let made = 0;
    const make = () => ({ n: ++made });
    const first = cache.getOrSet('k', make);
    expect(cache.getOrSet('k', make)).toBe(first);
    expect(made).toBe(1);
    expect(cache.getOrSet('other', make)).toEqual({ n: 2 });
  });

  it('holds at most its bound, dropping the least recently used', () => {
    const cache = new LruCache<number>(3);
    for (const [i, key] of ['a', 'b', 'c'].entries()) cache.set(key, i);
    cache.get('a'); // now b is the least recently used
    cache.set('d', 3);
    expect(cache.size).toBe(3);
    expect(cache.get('b')).toBeUndefined();
    expect([cache.get('a'), cache.get('c'), cache.get('d')]).toEqual([0, 2, 3]);
    for (let i = 0; i < 100; i++) cache.set(`k${i}`, i);
    expect(cache.size).toBe(3);
  });

  it('refuses a bound below one', () => {
    expect(() => new LruCache(0)).toThrow(RangeError);
  });
});
