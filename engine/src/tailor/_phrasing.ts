// A CV line turned into a clause of a letter, in the first person and in the CV's own words: only
// the grammar around the line changes ("Led the migration" → "I led the migration"), never a fact.
import { getSkill } from '../skills/index.ts';
import { startsWithPastAction } from './_achievements.ts';

// Base-form action verbs a CV line may start with ("Manage four offices") and their past tense.
const BASE_VERBS: Record<string, string> = Object.fromEntries(
  (
    'manage lead:led develop design build:built create deliver provide support maintain coordinate ' +
    'oversee:oversaw direct prepare monitor compute meet:met install use perform plan:planned ' +
    'run:ran teach:taught train handle assist ensure implement conduct review write:wrote process ' +
    'organise organize supervise mentor serve address work collaborate analyse analyze report ' +
    'drive:drove own administer assess record deploy automate test configure migrate optimise ' +
    'optimize negotiate sell:sold recruit hire care cook:cooked prepare bake clean schedule ' +
    'communicate advise resolve track respond update establish launch reduce increase improve'
  )
    .split(/\s+/)
    .filter(Boolean)
    .map((entry) => {
      const [base = '', past] = entry.split(':');
      return [base, past ?? (base.endsWith('e') ? `${base}d` : `${base}ed`)];
    }),
);

/** "Manages" → "manage", "Supervises" → "supervise", "Carries" → "carry"; undefined if not a known verb. */
function baseOf(word: string): string | undefined {
  const w = word.toLowerCase();
  if (BASE_VERBS[w]) return w;
  for (const b of [w.replace(/ies$/, 'y'), w.replace(/es$/, ''), w.replace(/s$/, '')])
    if (b !== w && BASE_VERBS[b]) return b;
  return undefined;
}

/** A word as it reads inside a sentence: "Managed" → "managed", but "Kafka", "AWS", "iOS" stay. */
export function lowerFirst(text: string): string {
  const first = /^([A-Z][a-z]+)\b/.exec(text)?.[1];
  if (!first || getSkill(first)) return text;
  return first.toLowerCase() + text.slice(first.length);
}

/** The line's first sentence, without its final punctuation. */
export function firstSentence(line: string): string {
  // A label before the line ("Main project: …", "Achievement: …") is the CV's layout, not its words.
  const t = line
    .trim()
    .replace(/^[-–•*·]\s*/, '')
    .replace(/^[A-Z][\w ]{0,25}:\s+(?=\S)/, '');
  // A full stop before a capital ends the sentence, with or without a space (PDF text loses some).
  const cut = /^(.+?[a-z0-9)%])\.\s*[A-Z]/.exec(t)?.[1] ?? t;
  return cut.replace(/[.;:,\s]+$/, '');
}

/**
 * The line as something the candidate says: "I led …", "I manage …" (current job), "I was
 * responsible for …", or, for a noun phrase, undefined (the caller frames it, "my work included …").
 *
 * @example asFirstPerson('Led the migration to Kafka', false) // 'I led the migration to Kafka'
 */
export function asFirstPerson(line: string, current = false): string | undefined {
  const t = firstSentence(line);
  if (/^I\s/.test(t)) return t;
  // Already in the first person further on ("In this role I was responsible …").
  if (/\bI\b/.test(t)) return lowerFirst(t);
  if (startsWithPastAction(t)) return `I ${lowerFirst(t)}`;
  const m = /^([A-Z][a-z]+)\b(.*)$/s.exec(t);
  if (!m?.[1]) return undefined;
  if (/^responsible for\b/i.test(t)) return `I ${current ? 'am' : 'was'} ${lowerFirst(t)}`;
  const base = baseOf(m[1]);
  if (!base) return undefined;
  return `I ${current ? base : BASE_VERBS[base]}${m[2]}`;
}

/** The line as a noun phrase after "my work included": "management of …", "developing …". */
export function asWork(line: string): string {
  return lowerFirst(firstSentence(line));
}

/** "a" or "an" for a phrase: "an MSc", "a BSc", "an Engineering Manager", "a UX designer". */
export function article(phrase: string): 'a' | 'an' {
  const word = /^[\p{L}\p{N}]+/u.exec(phrase.trim())?.[0] ?? '';
  if (/^[A-Z]{2,}/.test(word) || /^[A-Z][A-Z]?[a-z]{1,2}$/.test(word))
    return /^[AEFHILMNORSX]/.test(word) ? 'an' : 'a';
  if (/^(uni|use|usu|eu|one\b|once)/i.test(word)) return 'a';
  if (/^(hour|honest|heir)/i.test(word)) return 'an';
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

/** "A", "A and B", "A, B and C". */
export function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * A skill name as it reads inside a sentence: a common-noun phrase in sentence case loses its
 * capital ("Event-driven architecture" → "event-driven architecture"); names stay ("Apache Kafka", "Go").
 */
export function inSentence(name: string): string {
  return /^[A-Z][a-z]+(?:[ -][a-z]+)+$/.test(name) ? name[0]?.toLowerCase() + name.slice(1) : name;
}
