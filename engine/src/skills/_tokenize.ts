/** One word of a text, with where it is and the keys the taxonomy matcher looks it up by. */
export interface Token {
  /** The text as written, e.g. `Node.js`, `C++`, `.NET`. */
  surface: string;
  /** Lower-case, inner dots removed, leading dot kept: `nodejs`, `c++`, `.net`. */
  key: string;
  /** `key` without a plural `s`, or `key` itself when there is none. */
  stem: string;
  start: number;
  end: number;
}

// A word: letters/digits with inner dots (Node.js, ASP.NET) and trailing + or # (C++, C#), or a
// leading-dot name (.NET). Hyphens split words so "front-end" and "front end" look the same.
const WORD = /\.?[A-Za-z0-9](?:[A-Za-z0-9]|\.(?=[A-Za-z0-9]))*[+#]*/g;

/** The lookup key of one word (see {@link Token.key}). */
export function keyOf(surface: string): string {
  const lower = surface.toLowerCase();
  if (!lower.includes('.', 1)) return lower;
  return lower[0] === '.' ? `.${lower.slice(1).replaceAll('.', '')}` : lower.replaceAll('.', '');
}

/** The key without a regular plural ending: `apis` → `api`, `databases` → `database`. */
export function stemOf(key: string): string {
  if (key.length > 4 && key.endsWith('ies')) return `${key.slice(0, -3)}y`;
  if (key.length > 3 && key.endsWith('s') && !key.endsWith('ss') && !key.endsWith('us'))
    return key.slice(0, -1);
  return key;
}

/** Splits a text into words with character offsets. Pure and fast: one regex pass. */
export function tokenize(text: string): Token[] {
  // A scan tokenises the same CV twice in a row (skills, then phrases): remember the last text.
  if (text === lastText && lastTokens) return lastTokens;
  const tokens: Token[] = [];
  // An exec loop, not matchAll: matchAll clones the pattern on every call, and the taxonomy index
  // tokenises ~10,000 forms at start-up (docs/decisions/182). WORD never matches empty text.
  WORD.lastIndex = 0;
  for (let m = WORD.exec(text); m !== null; m = WORD.exec(text)) {
    let surface = m[0];
    let start = m.index;
    // A leading dot is part of a name only when it does not follow a word (".NET", not "end.Next").
    if (surface[0] === '.' && start > 0 && /[A-Za-z0-9]/.test(text[start - 1] ?? '')) {
      surface = surface.slice(1);
      start += 1;
    }
    const key = keyOf(surface);
    tokens.push({ surface, key, stem: stemOf(key), start, end: start + surface.length });
  }
  if (text.length > 200) [lastText, lastTokens] = [text, tokens];
  return tokens;
}

/**
 * The key of a text's first word: `tokenize(text)[0]?.key` without reading the words after it.
 *
 * @example firstKey('Node.js developer') // 'nodejs'
 */
export function firstKey(text: string): string | undefined {
  WORD.lastIndex = 0;
  const m = WORD.exec(text);
  if (m === null) return undefined;
  // As in tokenize: a leading dot right after a word is not part of the name.
  const dotAfterWord =
    m[0][0] === '.' && m.index > 0 && /[A-Za-z0-9]/.test(text[m.index - 1] ?? '');
  return keyOf(dotAfterWord ? m[0].slice(1) : m[0]);
}

let lastText: string | undefined;
let lastTokens: Token[] | undefined;
