/**
 * `text` with every character a regular expression reads as syntax escaped, to match it literally
 * inside a pattern built at run time.
 *
 * @example new RegExp(`\\b${escapeRegExp('C++')}`).test('C++ and Go') // true
 */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
