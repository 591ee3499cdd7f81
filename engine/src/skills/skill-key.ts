import { phraseKey } from './_match-taxonomy.ts';

/**
 * The key two names of one skill share: lower case, no inner dots, singular.
 *
 * @example skillKey('Node.js APIs') === skillKey('nodejs api') // true
 */
export function skillKey(name: string): string {
  let key = cache.get(name);
  if (key === undefined) {
    key = phraseKey(name);
    // Names repeat across scans (taxonomy names); phrases from postings are few per scan.
    if (cache.size > 50_000) cache.clear();
    cache.set(name, key);
  }
  return key;
}

const cache = new Map<string, string>();
