// Section-heading vocabulary and the typographic test (docs/decisions/010-cv-parsing.md).
import { KEYWORDS, MODIFIERS, WEAK_KEYWORDS } from './_heading-words.ts';
import type { CvLine } from './_line.ts';

/** What a section holds; decides how its lines become resume fields. */
export type SectionKind =
  | 'summary'
  | 'work'
  | 'education'
  | 'skills'
  | 'projects'
  | 'certificates'
  | 'languages'
  | 'awards'
  | 'publications'
  | 'volunteer'
  | 'interests'
  | 'references'
  | 'contact'
  | 'other';

const KIND_OF = new Map<string, SectionKind>();
const RANK = new Map<string, number>();
KEYWORDS.forEach(([kind, words], rank) => {
  for (const w of words) {
    if (KIND_OF.has(w)) continue;
    KIND_OF.set(w, kind);
    RANK.set(w, rank);
  }
});

const VOCABULARY = new Set([
  ...KIND_OF.keys(),
  ...[...MODIFIERS].filter((w) => /^\p{L}+$/u.test(w)),
  'me',
  'at',
  'examples',
  'tech',
  'courses',
]);

/** Splits run-together heading letters into known words ("workexperience" → "work experience"). */
function segment(joined: string): string | undefined {
  const best: (string[] | undefined)[] = [[]];
  for (let end = 1; end <= joined.length; end++) {
    for (let start = Math.max(0, end - 16); start < end; start++) {
      const prev = best[start];
      const word = joined.slice(start, end);
      if (prev && VOCABULARY.has(word) && (!best[end] || prev.length + 1 < best[end]!.length))
        best[end] = [...prev, word];
    }
  }
  return best[joined.length]?.join(' ');
}

/**
 * Undoes letter-spacing used as a heading style: "W O R K  E X P E R I E N C E" → "WORK EXPERIENCE".
 * Word breaks come from wider gaps when present, else from the heading vocabulary.
 * @example unspaceLetters('S K I L L S') // 'SKILLS'
 */
function unspaceLetters(text: string): string {
  if (text.length > 100) return text;
  const m = /^((?:[\p{L}&] {1,3}){3,}[\p{L}&])(.*)$/u.exec(text.trim());
  if (!m?.[1]) return text;
  const spaced = m[1];
  const rest = m[2] ?? '';
  if (/ {2,}/.test(spaced))
    return (
      spaced
        .split(/ {2,}/)
        .map((w) => w.replace(/ /g, ''))
        .join(' ') + rest
    );
  const joined = spaced.replace(/ /g, '');
  const parts = joined.split('&').map((p) => segment(p.toLowerCase()) ?? p.toLowerCase());
  const words = parts.join(' & ');
  const upper = joined === joined.toUpperCase();
  return (upper ? words.toUpperCase() : words) + rest;
}

function words(text: string): string[] {
  return text
    .replace(/\([^)]*\)/g, ' ')
    .toLowerCase()
    .replace(/[:.]+$/, '')
    .replace(/[^\p{L}&/ ]+/gu, ' ')
    .split(/[\s/]+/)
    .filter(Boolean);
}

/**
 * The section kind a heading's words name, or undefined when the text is not a heading phrase.
 * "Work Experience" → work, "TECHNICAL SKILLS" → skills, "Selected Honors" → awards.
 * @example headingKind('Work Experience') // 'work'
 */
export function headingKind(text: string): SectionKind | undefined {
  if (text.length > 48 || /\d/.test(text)) return undefined;
  const kind = kindOfWords(words(text));
  if (kind) return kind;
  const mended = mendBrokenWords(text);
  return mended === text ? undefined : kindOfWords(words(mended));
}

/**
 * A heading whose words the text layer broke at kerning gaps ("edu cation", "oth er information"),
 * joined and cut again at known heading words, in the original's case (decision 121).
 */
function mendBrokenWords(text: string): string {
  const t = text.trim();
  if (!/^[\p{L} ]+ [\p{L} ]+$/u.test(t) || kindOfWords(words(t))) return text;
  const again = segment(t.replace(/\s+/g, '').toLowerCase());
  if (!again) return text;
  if (isAllCaps(t)) return again.toUpperCase();
  return /^\p{Lu}/u.test(t) ? again.replace(/^\p{L}/u, (c) => c.toUpperCase()) : again;
}

/**
 * A heading joining two sections ("Experience and Projects", "Work experience & selected
 * projects"), with "and" or "&" between them.
 */
function joined(ws: string[]): boolean {
  const at = ws.findIndex((w) => w === 'and' || w === '&');
  return (
    at > 0 &&
    ws.slice(0, at).some((w) => KIND_OF.has(w)) &&
    ws.slice(at + 1).some((w) => KIND_OF.has(w))
  );
}

function kindOfWords(ws: string[]): SectionKind | undefined {
  if (ws.length === 0 || ws.length > 5) return undefined;
  const both = joined(ws);
  // Experience named with projects (or the like) is where the jobs are: the jobs are what the
  // section is read for, and a project read as a job loses less than a job read as a project.
  if (both && ws.some((w) => KIND_OF.get(w) === 'work' && !WEAK_KEYWORDS.has(w))) {
    const known = ws.every(
      (w, i) => KIND_OF.has(w) || MODIFIERS.has(w) || participle(w, ws[i + 1]),
    );
    if (known && ws.some((w) => KIND_OF.get(w) === 'projects')) return 'work';
  }
  let best: SectionKind | undefined;
  let bestRank = Infinity;
  for (const [i, w] of ws.entries()) {
    // A past participle qualifying a keyword in a joined heading: "participated projects".
    if (both && participle(w, ws[i + 1])) continue;
    const kind = KIND_OF.get(w);
    if (kind) {
      const rank = RANK.get(w) ?? 0;
      // Weak keywords ("history", "career", "information") only qualify; they never decide when
      // another keyword is present.
      const weak = WEAK_KEYWORDS.has(w) || kind === 'contact';
      const r = weak ? rank + 100 : rank;
      if (r < bestRank) {
        best = kind;
        bestRank = r;
      }
    } else if (!MODIFIERS.has(w)) return undefined;
  }
  return best;
}

/** An unknown word ending in "-ed" right before a section keyword: "completed projects". */
function participle(w: string, next: string | undefined): boolean {
  return /^\p{L}{3,}ed$/u.test(w) && !KIND_OF.has(w) && next !== undefined && KIND_OF.has(next);
}

/**
 * True when a line could be a heading by shape: short, one cell, no sentence punctuation.
 * @example headingShaped(plainLine(['Experience'])) // true
 */
export function headingShaped(line: CvLine): boolean {
  const segs = line.segments.filter((s) => !/^[.\s·_-]+$/.test(s));
  if (segs.length !== 1 || line.bullet) return false;
  const text = headingText(line);
  if (text.length < 3 || text.length > 48 || /[,;.!?]$/.test(text) || /@|https?:|www\./.test(text))
    return false;
  if (/\b(19|20)\d{2}\b/.test(text) || brokenOff(text)) return false;
  return text.split(/\s+/).length <= 6 && /^\p{L}/u.test(text);
}

/**
 * The first part of a wrapped line, not a whole one: a word broken at a hyphen or a bracket left
 * open ("Certificate (Software-", "Training (Digital") (decision 123).
 */
function brokenOff(text: string): boolean {
  const open = (text.match(/[([]/g) ?? []).length;
  return /\p{L}-$/u.test(text) || open !== (text.match(/[)\]]/g) ?? []).length;
}

/**
 * Upper-case letters only (allowing digits and punctuation): "WORK EXPERIENCE".
 * @example isAllCaps('WORK EXPERIENCE') // true
 */
export function isAllCaps(text: string): boolean {
  return /\p{Lu}/u.test(text) && !/\p{Ll}/u.test(text);
}

/**
 * The heading text of a heading-shaped line, without a trailing colon or leader dots.
 * @example headingText(plainLine(['Skills:'])) // 'Skills'
 */
export function headingText(line: CvLine): string {
  const seg = line.segments.find((s) => !/^[.\s·_-]+$/.test(s)) ?? '';
  return mendBrokenWords(unspaceLetters(seg.replace(/\s*:$/, '').trim()));
}
