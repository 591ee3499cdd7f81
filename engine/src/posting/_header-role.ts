import { DETERMINERS, isPraise } from './_header-words.ts';
import { firstMatches, lowerOf, wordsAfter } from './_header-lines.ts';
import type { Word } from './_header-lines.ts';
import { CONNECTORS, LEVEL, cleanTitle, headIn, isRoleShaped } from './_header-title.ts';

// Reading the role a sentence names as the post being filled: "We are seeking a Band 5 Staff Nurse
// to join …" → "Staff Nurse" (docs/decisions/114-posting-title-company.md).

const STOP = new Set(
  `to who with for on at in within that which whom whose based working will would can could should
  shall must may is are was were be being able or from by as across into like than this join under
  reporting you we he she they it our your their the a an and who's whose`.split(/\s+/),
);

const bare = (w: string) => w.replace(/^[("'“‘]+|[)"'”’,.;:!?]+$/g, '');

/**
 * The role a sentence names from `from` on: "a highly motivated Mechanical Craftsperson to join" →
 * "Mechanical Craftsperson". Skips articles and praise, stops at the first word that cannot be part
 * of a title. `capitalised` asks for a Title Case role (weaker cues).
 */
export function roleAt(
  text: string,
  from: number,
  capitalised: boolean,
): { title: string; end: number } | undefined {
  const words: Word[] = wordsAfter(text, from, 160);
  let i = 0;
  for (; i < words.length; i++) {
    const raw = words[i]?.text ?? '';
    const w = bare(raw);
    const lower = w.toLowerCase();
    const skip =
      w === '' ||
      DETERMINERS.has(lower) ||
      isPraise(w) ||
      /^\d/.test(w) ||
      /wte$/i.test(w) ||
      (i > 0 && (lower === 'and' || lower === 'or')) ||
      ((lower === 'band' || lower === 'grade') && /^\d/.test(words[i + 1]?.text ?? ''));
    if (!skip) break;
    if (/[.!?;:]$/.test(raw)) return undefined;
  }
  const role: string[] = [];
  const ends: number[] = [];
  let lastHead = -1;
  for (; i < words.length && role.length < 9; i++) {
    const raw = words[i]?.text ?? '';
    const w = bare(raw);
    const lower = w.toLowerCase();
    const upper = /^[A-Z0-9]/.test(w) || /^[a-z][A-Z]/.test(w);
    const nextUpper = /^[A-Z]/.test(bare(words[i + 1]?.text ?? ''));
    if (w === '' || /^[("'“]/.test(raw)) break;
    if (CONNECTORS.has(lower) && role.length > 0 && nextUpper && lower !== 'to') {
      if (!/^[A-Z0-9]/.test(role[role.length - 1] ?? '')) break;
    } else if (STOP.has(lower) || (capitalised && !upper)) break;
    role.push(w);
    ends.push(words[i]?.end ?? 0);
    if (headIn(w)) lastHead = role.length - 1;
    if (/[,.;:!?)]$/.test(raw) && !/^(?:[A-Z]|Sr|Jr|Snr|Jnr|Asst|Assoc|Exec)\.$/.test(raw)) break;
  }
  if (lastHead < 0) return undefined;
  // Keep "of/in/for + Capitalised …" after the head ("Head of Data", "Consultant in Acute Medicine").
  let end = lastHead;
  while (LEVEL.test(role[end + 1] ?? '')) end++;
  for (let k = end + 1; k + 1 < role.length;) {
    if (!CONNECTORS.has(role[k] ?? '') || !/^[A-Z]/.test(role[k + 1] ?? '')) break;
    k++;
    while (k < role.length && /^[A-Z0-9]/.test(role[k] ?? '')) end = k++;
  }
  const words2 = role.slice(0, end + 1);
  if (!isRoleShaped(words2)) return undefined;
  const title = cleanTitle(words2.join(' '), true).title;
  return title ? { title, end: ends[end] ?? from } : undefined;
}

/** A title found in a sentence, how strongly the sentence marks it, and where. */
export interface TitleCue {
  title: string;
  weight: number;
  at: number;
}

/** A cue phrase, how much it says, and what the words before it must be. */
interface Trigger {
  /** Starts with a plain word, so that the scan is quick. */
  re: RegExp;
  weight: number;
  /** Only a Title Case role counts (weaker cues). */
  capitalised: boolean;
  before?: RegExp;
}

// Phrases after which a sentence names the post, by how plainly: "is seeking a …", "to recruit a …"
// (6); "are you a …", "the successful candidate will be a …", "the position of …" (5); "an
// opportunity for a …" (4).
const TRIGGERS: Trigger[] = [
  { re: /\bseek(?:ing|s)\s+/g, weight: 6, capitalised: false },
  { re: /\blooking\s+for\s+/g, weight: 6, capitalised: false },
  { re: /\bsearch(?:ing\s+for|\s+of)\s+/g, weight: 6, capitalised: false },
  {
    re: /\bhiring\s+/g,
    weight: 6,
    capitalised: false,
    before: /(?:\b(?:is|are|now|currently|actively)|['’]re)\s+$/,
  },
  {
    re: /\brecruiting\s+/g,
    weight: 6,
    capitalised: false,
    before: /(?:\b(?:is|are|now|currently|actively)|['’]re)\s+$/,
  },
  { re: /\b(?:hiring|recruiting)\s+for\s+/g, weight: 6, capitalised: false },
  {
    re: /\bto\s+(?:recruit|appoint|hire|employ|welcome|find|add|bring\s+on(?:board)?)\s+/g,
    weight: 6,
    capitalised: false,
  },
  { re: /\byou\s+(?=an?\s)/g, weight: 5, capitalised: false, before: /\bare\s+$/ },
  { re: /\byou\s+are\s+(?=an?\s)/g, weight: 5, capitalised: false, before: /\bif\s+$/ },
  { re: /\bneed\s+(?=an?\s)/g, weight: 5, capitalised: false, before: /\b(?:we|they)\s+$/ },
  { re: /\brequire\s+(?=an?\s)/g, weight: 5, capitalised: false, before: /\b(?:we|they)\s+$/ },
  {
    re: /\bwill\s+be\s+(?=an?\s)/g,
    weight: 5,
    capitalised: false,
    before: /\b(?:successful|ideal|right)\s+(?:candidate|applicant|person)\s+$/,
  },
  {
    re: /\sof\s+/g,
    weight: 5,
    capitalised: true,
    before: /\b(?:position|role|post|appointment)$/,
  },
  {
    re: /\sfor\s+/g,
    weight: 4,
    capitalised: true,
    before: /\b(?:opening|vacancy|vacancies|need|opportunity(?:\s+has\s+arisen|\s+exists)?)$/,
  },
];

/** Roles named by the posting's sentences, outside the given zones. */
export function titleCues(
  text: string,
  skip: (at: number) => boolean,
  lower = lowerOf(text),
): TitleCue[] {
  const cues: TitleCue[] = [];
  const add = (at: number, weight: number, role: { title: string } | undefined) => {
    if (role) cues.push({ title: role.title, weight, at });
  };
  for (const t of TRIGGERS)
    for (const m of firstMatches(lower, t.re)) {
      if (skip(m.index)) continue;
      if (t.before && !t.before.test(lower.slice(Math.max(0, m.index - 40), m.index))) continue;
      add(m.index, t.weight, roleAt(text, m.index + m[0].length, t.capitalised));
    }
  // "… as a Payroll Officer": strong after "join", otherwise only a Title Case role.
  for (const m of firstMatches(lower, /\bas\s+(?:an?|our(?:\s+new)?|the)\s+/g)) {
    if (skip(m.index)) continue;
    const joined = /\bjoin\b[^.!?\n]{0,60}$/.test(lower.slice(Math.max(0, m.index - 70), m.index));
    add(m.index, joined ? 6 : 4, roleAt(text, m.index + m[0].length, !joined));
  }
  // "the Principal Data Scientist position here at …"
  for (const m of firstMatches(
    text,
    /\b(?:[Tt]he|[Tt]his)\s+((?:[A-Z][\w/&+.-]*\s+){1,6})(?:position|role|post|vacancy|job|opportunity)\b/g,
  )) {
    const title = skip(m.index) ? undefined : cleanTitle((m[1] ?? '').trim()).title;
    add(m.index, 5, title ? { title } : undefined);
  }
  // "The Salesforce Analytics Consultant will …" at a sentence's start.
  for (const m of firstMatches(text, /(?:^|[.!?]\s+|\n|,\s+)[Tt]he\s+(?=[A-Z])/g)) {
    const at = m.index + m[0].length;
    const role = skip(at) ? undefined : roleAt(text, at, true);
    if (!role || /\b(?:hiring|line|recruiting)\s+manager$/i.test(role.title)) continue;
    const next = text.slice(role.end, role.end + 40).replace(/^\s*\([^)]{0,20}\)/, '');
    if (
      /^\s+(?:will|is|shall|supports|works|reports|provides|leads|plays|oversees|manages)\b/.test(
        next,
      )
    )
      add(at, 3, role);
  }
  return cues;
}
