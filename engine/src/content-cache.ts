// Bounded caches for work that depends only on its input's content (docs/decisions/182): a parsed
// CV, a CV's side of a scan, an analysed posting. Keys are content hashes that include the engine
// version, so a result computed by other rules can never be served.
import { createHash } from 'node:crypto';
import { ENGINE_VERSION } from './match/engine-version.ts';

/**
 * The cache key of some content: a SHA-256 of the engine version and the parts, each part
 * length-prefixed so `['ab', 'c']` and `['a', 'bc']` differ.
 *
 * @example contentKey(cvText, '2026-11-23') // '0.9.0:3f2a…'
 */
export function contentKey(...parts: string[]): string {
  const hash = createHash('sha256').update(ENGINE_VERSION);
  for (const part of parts) hash.update(`\u0000${part.length}\u0000`).update(part);
  return `${ENGINE_VERSION}:${hash.digest('base64url')}`;
}

/**
 * A least-recently-used cache holding at most `maxEntries` values: reading a key makes it the most
 * recent, and adding past the limit drops the least recent.
 *
 * @example const parsed = new LruCache<ParsedCv>(32); parsed.get(contentKey(text)) ?? …
 */
export class LruCache<V> {
  readonly #entries = new Map<string, V>();
  readonly maxEntries: number;

  constructor(maxEntries: number) {
    if (!(maxEntries >= 1)) throw new RangeError('an LRU cache holds at least one entry');
    this.maxEntries = maxEntries;
  }

  /** How many values the cache holds now (never more than `maxEntries`). */
  get size(): number {
    return this.#entries.size;
  }

  get(key: string): V | undefined {
    const value = this.#entries.get(key);
    if (value === undefined) return undefined;
    // A Map keeps insertion order: re-inserting moves the key to the most recent end.
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  set(key: string, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    while (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next().value as string;
      this.#entries.delete(oldest);
    }
  }

  /** The cached value of `key`, or `make()`'s, which is then cached. */
  getOrSet(key: string, make: () => V): V {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const value = make();
    this.set(key, value);
    return value;
  }
}
