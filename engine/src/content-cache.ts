// Bounded caches for work that depends only on its input's content (docs/decisions/182): a parsed
// CV, a CV's side of a scan, an analysed posting. Keys are content hashes that include the engine
// version, so a result computed by other rules can never be served.
import { LRUCache } from 'lru-cache';
import { ENGINE_VERSION } from './match/engine-version.ts';

/**
 * The cache key of some content: a SHA-256 of the engine version and the parts, each part
 * length-prefixed so `['ab', 'c']` and `['a', 'bc']` differ.
 *
 * @example contentKey(cvText, '2026-11-23') // '0.9.0:3f2a…'
 */
export function contentKey(...parts: string[]): string {
  // node:crypto is loaded at the first key, not with this module: the caches' users (the tagger,
  // language detection) load it at a command's start, and crypto with the streams under it is
  // ~10 ms of that start, spent for nothing by `jobfit skills` (decision 228).
  const hash = process.getBuiltinModule('node:crypto').createHash('sha256').update(ENGINE_VERSION);
  for (const part of parts) hash.update(`\u0000${part.length}\u0000`).update(part);
  return `${ENGINE_VERSION}:${hash.digest('base64url')}`;
}

/**
 * A least-recently-used cache holding at most `maxEntries` values (the `lru-cache` package): reading
 * a key makes it the most recent, and adding past the limit drops the least recent. Values may be
 * `null` (a remembered "no answer").
 *
 * @example const parsed = new LruCache<ParsedCv>(32); parsed.get(contentKey(text)) ?? …
 */
export class LruCache<V> {
  // lru-cache keeps only non-nullish values: each value is boxed.
  readonly #entries: LRUCache<string, { value: V }>;
  readonly maxEntries: number;

  constructor(maxEntries: number) {
    if (!(maxEntries >= 1)) throw new RangeError('an LRU cache holds at least one entry');
    this.maxEntries = maxEntries;
    this.#entries = new LRUCache({ max: maxEntries });
  }

  /** How many values the cache holds now (never more than `maxEntries`). */
  get size(): number {
    return this.#entries.size;
  }

  get(key: string): V | undefined {
    return this.#entries.get(key)?.value;
  }

  set(key: string, value: V): void {
    this.#entries.set(key, { value });
  }

  /** The cached value of `key`, or `make()`'s, which is then cached. */
  getOrSet(key: string, make: () => V): V {
    const hit = this.#entries.get(key);
    if (hit !== undefined) return hit.value;
    const value = make();
    this.set(key, value);
    return value;
  }
}
