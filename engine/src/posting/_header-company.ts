import { ORG_SUFFIX_IN_TEXT } from './_header-words.ts';
import { atSentenceStart, firstMatches, lowerOf } from './_header-lines.ts';
import { isNameWord, JOINER, nameAfter, nameBefore, nameKey, validName } from './_header-names.ts';

// Reading the employer's name: proper-noun runs next to the phrases postings use to name the
// employer, scored and summed (docs/decisions/114-posting-title-company.md).

// After " is "/" are ": the name seeks staff (5), is an equal-opportunity employer (5), or opens a
// sentence that says what it is (3).
const IS_ARE = /\s(?:is|are)\s+/g;
const SEEKS =
  /(?:now\s+|currently\s+|actively\s+)?(?:seeking|looking|hiring|recruiting|searching|interested\s+in|inviting|excited\s+to|pleased\s+to|delighted\s+to)\b/y;
const EQUAL = /(?:proud\s+to\s+be\s+)?an?\s+(?:equal\s+opportunit|eeo\b|affirmative)/y;
const IS_A =
  /(?:a|an|the|one)\s+(?!(?:big\s+|huge\s+|definite\s+|real\s+|great\s+)?(?:plus|bonus|must|requirement|advantage|nice|key|benefit|equal|eeo|affirmative)\b)/y;

/** Which of the " is/are …" readings holds at `at` in the lower-case text: [score, opens sentence]. */
function isAreCue(lower: string, at: number): [number, boolean] | undefined {
  for (const [re, score, opens] of [
    [SEEKS, 5, false],
    [EQUAL, 5, false],
    [IS_A, 3, true],
  ] as const) {
    re.lastIndex = at;
    if (re.test(lower)) return [score, opens];
  }
  return undefined;
}

// Other phrases after the name: "seeks", "has an opening", "provides equal opportunities".
const BEFORE: [RegExp, number][] = [
  [/\sseeks\s/g, 5],
  [/\sha(?:s|ve)\s+an?\s+(?:exciting\s+|new\s+)?(?:opening|opportunity|vacancy|position)\b/g, 5],
  [/\s(?:provides|offers)\s+equal\s+(?:employment\s+)?opportunit/g, 5],
];

// Phrases before the name: "Join" (4), "At X, we" (4), "on behalf of" (7, the client), "© 2024" (3);
// " at/for/with " after "we" (5), "working" (3) or "position (here)" (3).
const AFTER: [RegExp, number][] = [
  [/\bjoin\s+(?:us\s+at\s+|the\s+team\s+at\s+|our\s+team\s+at\s+)?/g, 4],
  [/\bbehalf\s+of\s+(?:our\s+client,?\s+)?/g, 7],
  [/(?:©|\bcopyright\b)\s*(?:\(c\)\s*)?(?:\d{4}\s*(?:[-–]\s*\d{4}\s*)?\.?\s*)?/g, 3],
];
const PREPOSITION = /\s(?:at|for|with)\s+/g;
const PREPOSITION_CUES: [RegExp, RegExp, number][] = [
  [/\bwe$/, /^\sat/, 5],
  [/\b(?:working|work|careers?|employment|employed)$/, /^\s(?:at|for)/, 3],
  [/\b(?:role|position|post|opportunity|vacancy|opening)(?:\s+here)?$/, /^\s(?:at|with)/, 3],
];
const AT_FOLLOWS = /^\s*(?:,|we\b|our\b)/;

const PLACE_BEFORE = /(?:\bbased\s+(?:at|in)|\blocation\s*:|\bbase\s*:|\bsite\s*:)\s*(?:the\s+)?$/i;

const LISTED_BEFORE =
  /\b(?:backed\s+by|funded\s+by|investors?|clients?|customers?|partners?|such\s+as|including|includes|like)\b[^.!?\n]*$/i;

const ABOUT =
  /^(?:about|get\s+to\s+know|why|life\s+at|working\s+(?:at|for|with)|who\s+(?:is|are))\s+(.{2,60}?)\s*[:?!.]?$/i;

/** Scores of the organisation names a posting gives as its employer, by name. */
export class CompanyScores {
  readonly scores = new Map<string, { name: string; score: number; best: number }>();

  add(raw: string | undefined, score: number): void {
    const name = raw ? validName(raw) : undefined;
    if (!name) return;
    const key = nameKey(name);
    if (key === '') return;
    const entry = this.scores.get(key) ?? { name, score: 0, best: 0 };
    entry.score += score;
    if (score > entry.best || (score === entry.best && name.length > entry.name.length)) {
      entry.best = score;
      entry.name = name;
    }
    this.scores.set(key, entry);
  }
}

/** Adds the names next to employer phrases in the text, outside the skipped offsets. */
export function companyCues(
  text: string,
  scores: CompanyScores,
  skip: (at: number) => boolean,
  lower = lowerOf(text),
): void {
  const before = (at: number, score: number, opens = false) => {
    const found = skip(at) ? undefined : nameBefore(text, at);
    if (found && (!opens || atSentenceStart(text, found.start))) scores.add(found.name, score);
  };
  const after = (at: number, score: number, follows?: RegExp) => {
    const found = skip(at) ? undefined : nameAfter(text, at);
    if (found && (!follows || follows.test(text.slice(found.end, found.end + 12))))
      scores.add(found.name, score);
  };
  for (const m of firstMatches(lower, IS_ARE, 100)) {
    const cue = isAreCue(lower, m.index + m[0].length);
    if (cue) before(m.index, cue[0], cue[1]);
  }
  for (const [re, score] of BEFORE) for (const m of firstMatches(lower, re)) before(m.index, score);
  // "Northwind Health, a leading provider of …, is seeking": the name opens the sentence.
  for (const m of firstMatches(
    lower,
    /,\s+(?:an?|the|formerly|part\s+of|one\s+of)\s[^,.\n]{0,100},\s+[a-z]+/g,
    100,
  ))
    before(m.index, 4, true);
  for (const [re, score] of AFTER)
    for (const m of firstMatches(lower, re)) after(m.index + m[0].length, score);
  for (const m of firstMatches(lower, PREPOSITION, 100)) {
    const head = lower.slice(Math.max(0, m.index - 30), m.index);
    const cue = PREPOSITION_CUES.find(([b, p]) => b.test(head) && p.test(m[0]));
    if (cue) after(m.index + m[0].length, cue[2]);
    // "At Northwind, we …" at a sentence's start.
    else if (m[0].startsWith(' at') || m[0].startsWith('\nat')) {
      if (atSentenceStart(text, m.index + 1)) after(m.index + m[0].length, 4, AT_FOLLOWS);
    }
  }
  const opening = /^\s*at\s+/.exec(lower);
  if (opening) after(opening[0].length, 4, AT_FOLLOWS);
  // "Northwind's Data Practice", "UHL’s Resuscitation Service" (1).
  for (const m of firstMatches(text, /['’]s\s/g, 100)) {
    const found = skip(m.index) ? undefined : nameBefore(text, m.index + 2);
    if (found && found.name.split(' ').length <= 5) scores.add(found.name, 1);
  }
  // Proper-noun runs that end like an organisation: "… NHS Foundation Trust", "… Group", "QK, Inc".
  for (const m of firstMatches(text, ORG_SUFFIX_IN_TEXT, 200)) {
    const end = m.index + m[0].length;
    // Only the whole run: "University Hospitals" in "University Hospitals of Derby NHS FT" is not one.
    if (
      /^(?: [A-Z]| (?:of|and|&|for) [A-Z]|, (?:Inc|LLC|Ltd|Co|Corp)\b)/.test(
        text.slice(end, end + 12),
      )
    )
      continue;
    const found = nameBefore(text, m.index + m[0].length);
    if (!found || found.name.split(' ').length < 2 || skip(found.start)) continue;
    const before = text.slice(Math.max(0, found.start - 80), found.start);
    // A site named as where the job is based, and investors, clients and partners the employer
    // lists, are not the employer.
    if (PLACE_BEFORE.test(before.slice(-30)) || LISTED_BEFORE.test(before)) continue;
    scores.add(found.name, 2);
  }
}

/** Adds a name from an "About Northwind" heading line. */
export function aboutHeading(line: string, scores: CompanyScores): void {
  const m = ABOUT.exec(line);
  const name = m?.[1] ?? '';
  if (m && name.split(/\s+/).every((w) => isNameWord(w) || JOINER.has(w))) scores.add(name, 5);
}

/**
 * The best-scored employer, after counting repeats, short forms and the posting's web domains; on a
 * tie, the one the text names first. Below 2 (one organisation-shaped mention), none.
 */
export function bestCompany(
  text: string,
  scores: CompanyScores,
  lower = lowerOf(text),
): string | undefined {
  const domains = [
    ...new Set(
      firstMatches(lower, /(?:@|https?:\/\/|www\.)([a-z0-9-]+)(?=\.)/g, 50).map((m) => m[1] ?? ''),
    ),
  ];
  const total = new Map<string, number>();
  const first = new Map<string, number>();
  for (const [key, e] of scores.scores) {
    let count = 0;
    const at = text.indexOf(e.name);
    for (let i = at; i >= 0 && count < 5; i = text.indexOf(e.name, i + 1)) count++;
    const squashed = key.replace(/ /g, '');
    const domain =
      squashed.length >= 3 &&
      domains.some((d) => d.startsWith(squashed) || (d.length >= 4 && squashed.startsWith(d)));
    total.set(key, e.score + 0.5 * Math.max(0, count - 1) + (domain ? 2 : 0));
    first.set(key, at < 0 ? text.length : at);
  }
  // A short form ("Northwind", "NH") adds to the full name it stands for.
  const summed = new Map(total);
  for (const [key, score] of total) {
    const long = [...total.keys()].find(
      (k) => k !== key && (k.startsWith(`${key} `) || acronymOf(k) === key.replace(/ /g, '')),
    );
    if (long) summed.set(long, (summed.get(long) ?? 0) + score);
  }
  let best: string | undefined;
  for (const [key, score] of summed) {
    const top = best === undefined ? -1 : (summed.get(best) ?? 0);
    if (score > top || (score === top && (first.get(key) ?? 0) < (first.get(best ?? '') ?? 0)))
      best = key;
  }
  if (best === undefined || (summed.get(best) ?? 0) < 2) return undefined;
  return scores.scores.get(best)?.name.replace(/[\s,;:]+$/, '');
}

function acronymOf(key: string): string {
  const words = key.split(' ').filter((w) => !JOINER.has(w));
  return words.length >= 2 ? words.map((w) => w[0]).join('') : '';
}
