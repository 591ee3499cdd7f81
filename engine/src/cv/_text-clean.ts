// Text repairs that layout leaves behind: words broken at a line end, letter-spaced names,
// small capitals stored as private-use code points, soft hyphens (decision 120).
import type { CvLine } from './_line.ts';

// First parts that keep their hyphen when a line breaks after them: "co-" + "founder" is
// "co-founder", while "imag-" + "ination" is "imagination".
const PREFIXES = new Set([
  'anti',
  'co',
  'cross',
  'e',
  'end',
  'full',
  'half',
  'hands',
  'high',
  'long',
  'low',
  'multi',
  'non',
  'part',
  'post',
  'pre',
  're',
  'real',
  'self',
  'semi',
  'well',
  'x',
]);

const SOFT_HYPHEN = '\u00AD';

/**
 * Joins words a line end split with a hyphen: "imag-" + "ination and" → "imagination" + "and",
 * when the next line of the same size goes on with a lower-case word. Known prefixes keep the
 * hyphen ("co-" + "founder" → "co-founder"), and so does a capital on both sides ("T-" + "SQL" →
 * "T-SQL"); a soft hyphen at the line end always joins.
 * @example joinBrokenWords([line('Alice feels com-'), line('fortable here')]) // [line('Alice feels comfortable'), line('here')]
 */
export function joinBrokenWords(lines: CvLine[]): CvLine[] {
  const out: CvLine[] = [];
  for (const line of lines) {
    const prev = out.at(-1);
    const sameText = prev && prev.page === line.page && Math.abs(prev.size - line.size) < 0.15;
    if (prev && sameText && !line.bullet && joinInto(prev, line)) {
      if (line.segments.length > 0) out.push(line);
      continue;
    }
    out.push(line);
  }
  return out;
}

// Moves the first word of `next` onto the end of `prev` when `prev` ends in a broken word.
function joinInto(prev: CvLine, next: CvLine): boolean {
  const last = prev.segments.at(-1);
  const first = next.segments[0];
  if (last === undefined || first === undefined) return false;
  const soft = last.endsWith(SOFT_HYPHEN);
  const broken = soft ? null : /(^|[\s/(])(\p{L}+)-$/u.exec(last);
  if (!soft && !broken) return false;
  const word = /^(\p{L}[\p{L}'’]*)(\S*)\s*/u.exec(first);
  if (!word?.[1]) return false;
  const part = broken?.[2] ?? '';
  const lower = /^\p{Ll}/u.test(word[1]);
  // "T-" + "SQL": a capital after the break is a compound's second part; the hyphen stays.
  if (!soft && !lower && !/\p{Lu}$/u.test(part)) return false;
  if (!soft && lower && !/\p{Ll}$/u.test(part)) return false;
  const keepHyphen = !soft && (!lower || PREFIXES.has(part.toLowerCase()));
  const head = last.slice(0, -1) + (keepHyphen ? '-' : '');
  prev.segments[prev.segments.length - 1] = head + word[1] + (word[2] ?? '');
  const rest = first.slice(word[0].length);
  if (rest) next.segments[0] = rest;
  else next.segments.shift();
  return true;
}

/**
 * Undoes letter-spacing in one run of text when the word breaks show as wider gaps:
 * "J O H N   D O E" → "JOHN DOE". Without wider gaps the run is left as it is (the heading
 * vocabulary can still split it).
 * @example joinSpacedLetters('J O H N   D O E') // 'JOHN DOE'
 */
export function joinSpacedLetters(text: string): string {
  if (text.length > 100) return text;
  const m = /^(\s*)((?:\p{L}{1,2} +){3,}\p{L}{1,2})(\s*)$/u.exec(text);
  if (!m?.[2] || !/ {2,}/.test(m[2])) return text;
  const tokens = m[2].split(/ +/);
  // Mostly single letters: a few kerned pairs ("JA") slip through as two letters.
  if (tokens.filter((t) => t.length === 1).length < tokens.length * 0.6) return text;
  const words = m[2].split(/ {2,}/).map((w) => w.replace(/ /g, ''));
  return (m[1] ?? '') + words.join(' ') + (m[3] ?? '');
}

/**
 * Small capitals that a font stores in the Private Use Area (Linux Libertine and Biolinum put
 * small-capital a–z at U+E051–U+E06A) → lower-case letters, when they follow a capital in the
 * same word: "P\uE063\uE055\uE065\uE054\uE05F" → "Pseudo". Lone icon glyphs are left alone.
 * @example smallCapsToLetters('P\uE063\uE055\uE065\uE054\uE05F') // 'Pseudo'
 */
export function smallCapsToLetters(text: string): string {
  if (!/[\uE051-\uE06A]/u.test(text)) return text;
  return text.replace(/(\p{Lu}|\p{Ll})([\uE051-\uE06A]+)/gu, (_, cap: string, run: string) => {
    let out = cap;
    for (const ch of run) out += String.fromCharCode((ch.codePointAt(0) ?? 0) - 0xe051 + 0x61);
    return out;
  });
}

/**
 * A bullet whose sentences ran together where the page's list lost its breaks
 * ("… returns and exchanges.Prevented store losses …") → one bullet per sentence. A full stop
 * followed straight by a capitalised word is no abbreviation ("U.S.", "Node.js", "e.g.").
 * @example splitRunTogether('Cut costs.Trained staff.') // ['Cut costs.', 'Trained staff.']
 */
export function splitRunTogether(text: string): string[] {
  return text
    .split(/(?<=\p{Ll}{2}[.!?])(?=\p{Lu}\p{Ll})/u)
    .map((t) => t.trim())
    .filter((t) => t !== '');
}

/** A bullet this long or longer, of three sentences or more, is a paragraph of duties. */
const PARAGRAPH_CHARS = 200;
/** The longest bullet the API stores (contracts/src/cv.ts): a longer one is cut at a clause. */
const MAX_BULLET_CHARS = 1000;
/** The most bullets a job or project holds in the API (contracts/src/cv.ts). */
const MAX_BULLETS = 50;

/** Cuts a text longer than MAX_BULLET_CHARS at its last clause or word break before the limit. */
function cutLong(text: string): string[] {
  const out: string[] = [];
  let rest = text;
  while (rest.length > MAX_BULLET_CHARS) {
    const head = rest.slice(0, MAX_BULLET_CHARS);
    const at = Math.max(head.lastIndexOf('; '), head.lastIndexOf(', '));
    const cut = at > MAX_BULLET_CHARS / 2 ? at + 1 : head.lastIndexOf(' ');
    const end = cut > 0 ? cut : MAX_BULLET_CHARS;
    out.push(rest.slice(0, end).replace(/[\s,;]+$/, ''));
    rest = rest.slice(end).trim();
  }
  if (rest !== '') out.push(rest);
  return out;
}

/**
 * A sentence's first letter set apart from its word, as a styled first letter leaves it in a Word
 * file ("Major achievements: R ewriting the project …"): joined again. Only at a line's or a
 * sentence's start, or after a label's colon, and never "A" or "I", which are words of their own.
 * @example joinDropCap('Major achievements: R ewriting the project') // 'Major achievements: Rewriting the project'
 */
function joinDropCap(text: string): string {
  return text.replace(/(^|[:.;!?]\s+)([B-HJ-Z]) (?=\p{Ll}{2,})/gu, '$1$2');
}

/**
 * A job's bullets as a CV means them: a paragraph of duties ("Prepared food items … guidelines.
 * Verified proper portion sizes … Led shifts …", a bullet of 200 characters or more and three
 * sentences or more) becomes one bullet per sentence, while the job keeps at most MAX_BULLETS; and
 * no bullet is longer than MAX_BULLET_CHARS, so a real CV is never refused for one.
 * @example bulletsOf(['Cut costs by 9%. Trained six new cooks. Ran the pass on busy nights. …']) // one per sentence
 */
export function bulletsOf(bullets: readonly string[]): string[] {
  const split = bullets.map(joinDropCap).map((b) => {
    if (b.length < PARAGRAPH_CHARS) return [b];
    const sentences = b
      .split(/(?<=\p{Ll}{2}[.!?])\s+(?=\p{Lu})/u)
      .map((t) => t.trim())
      .filter((t) => t !== '');
    return sentences.length >= 3 ? sentences : [b];
  });
  const total = split.reduce((n, s) => n + s.length, 0);
  return (total <= MAX_BULLETS ? split.flat() : [...bullets]).flatMap(cutLong);
}
