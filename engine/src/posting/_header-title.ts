import { headNoun, needsOf, singularOf } from './_header-words.ts';

// Reading a job title from a title line: what a title looks like, and what is cleaned off it
// (docs/decisions/114-posting-title-company.md).

/** Small words that join the parts of a title ("Head of Data", "Painting and Decorating"). */
export const CONNECTORS = new Set(['of', 'in', 'for', 'and', '&', 'to']);
const SMALL = new Set(['of', 'in', 'for', 'and', 'to', 'the', 'a', 'an', 'on', 'at', 'with', '&']);

/** The head noun of a word, looking at each part of "Analyst/Developer". */
export function headIn(word: string): string | undefined {
  const parts = word.split('/');
  for (let i = parts.length - 1; i >= 0; i--) {
    const head = headNoun(parts[i] ?? '');
    if (head) return head;
  }
  return undefined;
}

/** A level after a title: "II", "3", "L5". */
export const LEVEL = /^(?:I{1,3}|IV|V|\d|[A-Z]\d?)$/;

/**
 * True when the words read as a job title: a head noun last ("Data Engineer", "Engineer II"), or
 * followed by "of/in/for …" ("Head of Data", "Consultant in Acute Medicine").
 */
export function isRoleShaped(words: string[]): boolean {
  let h = -1;
  for (let i = words.length - 1; i >= 0; i--)
    if (headIn(words[i] ?? '')) {
      h = i;
      break;
    }
  if (h < 0) return false;
  const head = headIn(words[h] ?? '') ?? '';
  const next = words[h + 1]?.toLowerCase();
  if (needsOf(head)) return next === 'of';
  if (h === words.length - 1) return true;
  if (words.slice(h + 1).every((w) => LEVEL.test(w))) return true;
  return next === 'of' || next === 'in' || next === 'for' || next === 'to';
}

const LABEL_PREFIX =
  /^(?:job\s*(?:title|description|summary|posting|opening|vacancy|advert|role|profile)|position(?:\s*title)?|role(?:\s*title)?|title|vacancy(?:\s*title)?|post(?:\s*title)?|opening|(?:we(?:'re|’re|\s+are)\s+|now\s+)?hiring)\s*(?::|\s[-–|]\s)\s*/i;

const OTHER_LABEL =
  /^(?:reports?\s+to|reporting\s+(?:to|line)|(?:professionally\s+)?(?:responsible|accountable)\s+to|(?:managed|supervised)\s+by|(?:hiring|line)\s+manager|contacts?|department|team|directorate|division|speciality|specialty|salary|pay|hours|location|closing\s+date|interview\s+date|grade|band|contract|ref(?:erence)?|name|email|tel(?:ephone)?|phone)$/i;

// Contract, hours and recruitment words around a title, never part of it.
const EDGE_NOISE =
  /^(?:bank|fixed[- ]term|full[- ]?time|part[- ]?time|permanent|temporary|temp|contract|secondment|maternity\s+cover|internal(?:\s+(?:applicants\s+)?only)?|external|open\s+day|urgent(?:ly\s+required)?|immediate\s+start|nights?|days|weekends?|job\s+share|recruitment\s+premi(?:a|um)\s+applies|remote|hybrid|on-?site)$/i;
const BAND = /\b(?:AfC\s+)?(?:band|grade)\s*\d+[a-d]?(?:\s*[-/–]\s*\d+[a-d]?)?\b/gi;
const MONEY =
  /[£$€]\s?\d[\d,.]*\s?[kK]?(?:\s*(?:-|–|to)\s*[£$€]?\s?\d[\d,.]*\s?[kK]?)?(?:\s*(?:per|p\/?|an?)\s*(?:annum|hour|year|day|a|h|hr))?/g;
const REFERENCE =
  /\b(?:ref(?:erence)?|req(?:uisition)?|job\s*(?:id|no|number)|vacancy\s*(?:id|no|number)|id)\.?\s*(?:no\.?|number)?\s*[:#]?\s*[A-Z0-9-]*\d[\w-]*/gi;

/** A segment that is pay, grade, contract or hours rather than part of the role. */
function isNoise(segment: string): boolean {
  const s = segment.replace(BAND, '').replace(MONEY, '').replace(REFERENCE, '').trim();
  return s === '' || EDGE_NOISE.test(s) || /^[\d\s.,:/-]+(?:hours?|hrs?|wte)?$/i.test(s);
}

function titleCase(words: string[]): string[] {
  const lower = words.every((w) => w === w.toLowerCase());
  const upper = words.every((w) => w === w.toUpperCase()) && words.some((w) => /[A-Z]{3}/.test(w));
  if (!lower && !upper) return words;
  return words.map((w, i) =>
    i > 0 && SMALL.has(w.toLowerCase())
      ? w.toLowerCase()
      : w.replace(
          /[A-Za-z][^\s/-]*/g,
          (p) => (p[0] ?? '').toUpperCase() + p.slice(1).toLowerCase(),
        ),
  );
}

/** "X X" or "X | X" with both halves equal → "X". */
function undoubled(s: string): string {
  const n = s.length;
  for (let cut = Math.floor(n / 2) - 3; cut <= Math.ceil(n / 2) + 3; cut++) {
    if (cut <= 0 || cut >= n) continue;
    const a = s
      .slice(0, cut)
      .replace(/[\s|\-–—:]+$/, '')
      .trim();
    const b = s
      .slice(cut)
      .replace(/^[\s|\-–—:]+/, '')
      .trim();
    if (a !== '' && a === b) return a;
  }
  return s;
}

/** Contract and hours words and levels stripped from both ends of a title's words. */
function trimEdges(words: string[]): string[] {
  let w = words.filter((x) => !/wte$/i.test(x));
  for (let changed = true; changed && w.length > 1;) {
    changed = false;
    for (const n of [2, 1]) {
      if (w.length > n && EDGE_NOISE.test(w.slice(0, n).join(' '))) {
        w = w.slice(n);
        changed = true;
        break;
      }
      if (w.length > n && EDGE_NOISE.test(w.slice(-n).join(' '))) {
        w = w.slice(0, -n);
        changed = true;
        break;
      }
    }
  }
  return w;
}

const NAME_WORD = /^(?:[A-Z0-9][\w&'’.-]*|&|of|and|the)$/;

/** A title cleaned of labels, pay, grade, contract words, notes and company, with a company hint. */
export interface CleanTitle {
  title?: string;
  /** The organisation written with the title ("Northwind: Data Engineer", "Data Engineer at Northwind"). */
  company?: string;
}

/**
 * Cleans a title line: "Job Description: Product Manager (10+ Years)" → "Product Manager",
 * "Northwind Analytics: Staff Data Engineer" → "Staff Data Engineer" (company "Northwind Analytics"),
 * "Bank Staff Nurse - Band 5" → "Staff Nurse". Untrusted lines must read as a title (a head noun,
 * Title Case); `trusted` ones (JSON-LD) are only cleaned.
 */
export function cleanTitle(raw: string, trusted = false): CleanTitle {
  let s = raw
    .replace(/\s+/g, ' ')
    .replace(/^[#*\-•·\s]+|[*\s]+$/g, '')
    .replace(/([a-z)])[A-Z]{4,}(?:\s.*)?$/, '$1');
  if (!trusted && !s.split(/[^A-Za-z-]+/).some((w) => headNoun(w))) return {};
  // Cheap tests first: most lines have no repeat, brackets or digits.
  if (s.length >= 8 && s.indexOf(s.slice(0, 4), 4) > 0) s = undoubled(s);
  s = s.replace(LABEL_PREFIX, '');
  if (/[([]/.test(s)) s = s.replace(/\([^()]*\)|\[[^\]]*\]/g, ' ').replace(/\s*[([][^)\]]*$/, '');
  if (/\d/.test(s)) s = s.replace(BAND, ' ').replace(MONEY, ' ').replace(REFERENCE, ' ');
  s = s.replace(/\s+/g, ' ').replace(/^[\s\-–—|•·:,]+|[\s\-–—|•·:,]+$/g, '');
  let company: string | undefined;
  const colon = /^([^:]{2,60}):\s+(.+)$/.exec(s);
  if (colon) {
    const [left, right] = [colon[1] ?? '', colon[2] ?? ''];
    // "Reports to: Head of Data", "Manager: Jane Doe" name a person's role, not the post.
    if (OTHER_LABEL.test(left) || isRoleShaped(left.split(' '))) return {};
    if (isRoleShaped(right.split(' '))) {
      if (left.split(' ').every((w) => NAME_WORD.test(w)) && !/\d/.test(left)) company = left;
      s = right;
    }
  }
  const parts = s.split(/\s+(?:[-–—|•·@]|at)\s+/);
  for (let i = 0; i < parts.length; i++) {
    const commas = (parts[i] ?? '').split(/\s*,\s*/);
    for (let j = 0; j < commas.length; j++) {
      let words = trimEdges((commas[j] ?? '').split(' ').filter(Boolean));
      if (words.length === 0 || !(trusted || isRoleShaped(words))) continue;
      if (!trusted && !readsAsTitle(words)) return {};
      const next = commas[j + 1];
      if (words.length === 1 && next && !isNoise(next) && readsAsTitle(next.split(' ')))
        words = [`${words[0]},`, ...next.split(' ')];
      const last = words.length - 1;
      words[last] = singularOf(words[last] ?? '');
      const title = titleCase(words)
        .join(' ')
        .replace(/[\s,.;:–-]+$/, '');
      const after = parts[i + 1];
      if (!company && after && /\s(?:[|@•·]|at)\s/.test(s) && !isNoise(after)) {
        const name = after.split(/\s*,\s*/)[0] ?? '';
        if (name.split(' ').every((w) => NAME_WORD.test(w)) && !isRoleShaped(name.split(' ')))
          company = name;
      }
      // The person a posting names for contact is never the post.
      if (/^(?:hiring|line|recruiting)\s+manager$/i.test(title)) return {};
      return title.split(' ').length > 10 || title.length < 2 ? {} : { title, company };
    }
  }
  return {};
}

/** Title Case or all capitals, short, with only small joining words in lower case. */
function readsAsTitle(words: string[]): boolean {
  if (words.length > 10) return false;
  return words.every(
    (w) => /^[A-Z0-9&/+#(]/.test(w) || CONNECTORS.has(w) || SMALL.has(w) || /^[a-z][A-Z]/.test(w),
  );
}
