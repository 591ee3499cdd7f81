// Lines, labels, words and contact blocks of a posting, for reading its title, company and location
// (docs/decisions/114-posting-title-company.md). Everything here is linear in the text's length.

/** A line of the text and where it starts. */
export interface Line {
  text: string;
  start: number;
}

/** A whitespace-separated word and where it is. */
export interface Word {
  text: string;
  start: number;
  end: number;
}

/** The text's lines, trimmed, with their offsets; empty lines are kept (as ''). */
export function linesOf(text: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  for (const raw of text.split('\n')) {
    const lead = raw.length - raw.trimStart().length;
    lines.push({ text: raw.trim(), start: start + lead });
    start += raw.length + 1;
  }
  return lines;
}

function isSpace(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13) || c === 160 || c === 0x2028;
}

// A line that opens a contact block: whoever is named there (with their job title) is not the post.
const CONTACT_CUE =
  /^(?:[-•*]\s*)?(?:for\s+(?:further|more|any)\s+(?:details|information|info)|(?:informal\s+)?(?:enquiries|inquiries|visits?)\b|contacts?(?:\s+(?:details|person|name|information))?\s*:|additional\s+contact|hiring\s+manager\b|recruit(?:ing|er|ment)\s+contact|recruiter\s*:|please\s+contact|to\s+(?:find\s+out\s+more|arrange\s+an?\s+informal)|(?:contact\s+)?name\s*[:-])/i;

/** Offset ranges of contact blocks: the cue line and the next few short lines. */
export function contactZones(lines: Line[]): [number, number][] {
  const zones: [number, number][] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as Line;
    if (!CONTACT_CUE.test(line.text) && !/^Name[A-Z][a-z]/.test(line.text)) continue;
    let end = line.start + line.text.length;
    let seen = 0;
    for (let j = i + 1; j < lines.length && seen < 6; j++) {
      const next = lines[j] as Line;
      if (next.text === '') continue;
      // Prose ends the block: a long line, or a sentence with no address or number in it.
      const words = wordCount(next.text);
      if (words > 25 || (words >= 4 && /[.!?]$/.test(next.text) && !/[@\d]/.test(next.text))) break;
      end = next.start + next.text.length;
      seen++;
    }
    const last = zones[zones.length - 1];
    if (last && line.start <= last[1]) last[1] = Math.max(last[1], end);
    else zones.push([line.start, end]);
  }
  return zones;
}

/** True when an offset falls in one of the ranges (sorted, disjoint, as `contactZones` gives). */
export function inZones(zones: [number, number][], at: number): boolean {
  let lo = 0;
  let hi = zones.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const [a, b] = zones[mid] as [number, number];
    if (at < a) hi = mid - 1;
    else if (at > b) lo = mid + 1;
    else return true;
  }
  return false;
}

/** How many words a line has, counting no further than `max` + 1. */
function wordCount(s: string, max = 30): number {
  let n = 0;
  let inWord = false;
  for (let i = 0; i < s.length && n <= max; i++) {
    const space = isSpace(s.charCodeAt(i));
    if (!space && !inWord) n++;
    inWord = !space;
  }
  return n;
}

/** The first lines before the body: at most 8 non-empty lines, ending at the first prose line. */
export function headerLines(lines: Line[]): Line[] {
  const out: Line[] = [];
  for (const line of lines) {
    if (line.text === '') continue;
    const words = wordCount(line.text);
    if (words > 14 || (/[.!?]$/.test(line.text) && words > 6)) break;
    out.push(line);
    if (out.length >= 8) break;
  }
  return out;
}

/** A label's value, from "Label: value" or from the next line after a line holding only "Label". */
export interface Labelled {
  value: string;
  start: number;
}

/**
 * Values of the labels `names` (a regex source of alternatives, matched case-insensitively at the
 * start of a line) outside the given zones, in text order.
 */
export function labelled(lines: Line[], names: string, zones: [number, number][]): Labelled[] {
  const [inline, alone] = labelRegexes(names);
  const out: Labelled[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as Line;
    if (line.text === '' || line.text.length > 300 || inZones(zones, line.start)) continue;
    const m = inline.exec(line.text);
    let value = m?.[1]?.trim();
    let start = line.start + (m ? line.text.length - (m[1] ?? '').length : 0);
    if ((value === undefined || value === '') && (m || alone.test(line.text))) {
      // "Location" on its own line, the value on the next non-empty one.
      for (let j = i + 1; j < lines.length && j <= i + 4; j++) {
        const next = lines[j] as Line;
        if (next.text === '') continue;
        if (wordCount(next.text) <= 8) {
          value = next.text;
          start = next.start;
        }
        break;
      }
    }
    if (value) out.push({ value, start });
  }
  return out;
}

const LABEL_REGEXES = new Map<string, [RegExp, RegExp]>();

function labelRegexes(names: string): [RegExp, RegExp] {
  let pair = LABEL_REGEXES.get(names);
  if (!pair) {
    pair = [
      new RegExp(`^(?:[-•*·]\\s*)?(?:${names})\\s*(?::|\\s[-–|]\\s)\\s*(.*)$`, 'i'),
      new RegExp(`^(?:${names})\\s*:?$`, 'i'),
    ];
    LABEL_REGEXES.set(names, pair);
  }
  return pair;
}

// A line shorter than this that ends in a line break is a line of its own (a header line: title,
// employer, place); a longer one is prose wrapped by the page, whose sentence goes on.
const WRAPPED_LINE = 50;

/** Whether the line ending at the line break `nl` is a short line of its own. */
function shortLineEndsAt(text: string, nl: number): boolean {
  const start = text.lastIndexOf('\n', nl - 1) + 1;
  return nl - start < WRAPPED_LINE;
}

/** Words from `from` on, within `maxChars`, stopping at a blank line or after a short line. */
export function wordsAfter(text: string, from: number, maxChars = 200): Word[] {
  const re = /\S+/g;
  re.lastIndex = from;
  const words: Word[] = [];
  let prevEnd = from;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const gap = text.slice(prevEnd, m.index);
    if (m.index > from + maxChars || /\n[^\S\n]*\n/.test(gap)) break;
    if (gap.includes('\n') && shortLineEndsAt(text, prevEnd + gap.indexOf('\n'))) break;
    words.push({ text: m[0], start: m.index, end: m.index + m[0].length });
    prevEnd = m.index + m[0].length;
  }
  return words;
}

/** Words before `to`, nearest first, within `maxChars`, stopping at a blank line or a short line. */
export function wordsBefore(text: string, to: number, maxChars = 160, maxWords = 40): Word[] {
  const limit = Math.max(0, to - maxChars);
  const words: Word[] = [];
  let i = to - 1;
  while (i >= limit && words.length < maxWords) {
    let newlines = 0;
    for (; i >= limit && isSpace(text.charCodeAt(i)); i--)
      if (text.charCodeAt(i) === 10) newlines++;
    if (newlines >= 2 || i < limit) break;
    if (newlines === 1 && shortLineEndsAt(text, text.indexOf('\n', i + 1))) break;
    const end = i + 1;
    while (i >= limit && !isSpace(text.charCodeAt(i))) i--;
    // A word cut by the window is not a word.
    if (i < limit && limit > 0) break;
    words.push({ text: text.slice(i + 1, end), start: i + 1, end });
  }
  return words;
}

/** True when `at` opens a line or follows a sentence's end. */
export function atSentenceStart(text: string, at: number): boolean {
  let i = at - 1;
  while (i >= 0 && (text[i] === ' ' || text[i] === '\t' || text[i] === '\u00a0')) i--;
  if (i < 0 || text[i] === '\n') return true;
  return /[.!?:]["'”)]?$/.test(text.slice(Math.max(0, i - 1), i + 1));
}

// Sentences that name the post or the employer come early or are few; a text that repeats a cue
// hundreds of times gains nothing from reading them all, and hostile input stays fast.
const MAX_MATCHES = 40;

/** The first matches of a pattern. */
export function firstMatches(text: string, re: RegExp, max = MAX_MATCHES): RegExpExecArray[] {
  const out: RegExpExecArray[] = [];
  re.lastIndex = 0;
  for (let m = re.exec(text); m && out.length < max; m = re.exec(text)) {
    out.push(m);
    if (m[0] === '') re.lastIndex++;
  }
  return out;
}

/** The text in lower case with the same offsets (cue patterns run on it without the slow `i` flag). */
export function lowerOf(text: string): string {
  const lower = text.toLowerCase();
  return lower.length === text.length ? lower : text.replace(/[A-Z]+/g, (w) => w.toLowerCase());
}
