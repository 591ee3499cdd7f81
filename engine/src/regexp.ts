/**
 * `text` with every character a regular expression reads as syntax escaped, to match it literally
 * inside a pattern built at run time.
 *
 * @example new RegExp(`\\b${escapeRegExp('C++')}`).test('C++ and Go') // true
 */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/**
 * True when `phrase` stands in `text` as a whole word or phrase (no letter or digit either side);
 * in any case unless `matchCase`.
 *
 * @example hasWords('Built Go services', 'go') // true; hasWords('Built Go services', 'go', true) // false
 */
export function hasWords(text: string, phrase: string, matchCase = false): boolean {
  const flags = matchCase ? 'u' : 'iu';
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(phrase)}(?=$|[^\\p{L}\\p{N}])`, flags).test(
    text,
  );
}
