import { getSkill } from '../skills/index.ts';
import type { TaggedWord } from '../skills/index.ts';
import {
  LEAD,
  isEvaluative,
  isFieldHead,
  isGenericModifier,
  qualifiesField,
} from './_phrase-words.ts';

// Fields of skill that a requirement names without writing them as one phrase
// (docs/decisions/110-posting-blocks.md): two modifiers sharing a head ("statistical and
// mathematical modelling"), two heads sharing a modifier ("drug discovery and development"), and
// an activity with its object after "of" ("reduction of waste", "identification of specimens"),
// which a recruiter writes as a compound ("waste reduction", "specimen identification").

/** A phrase put together from words that are not next to each other. */
export interface Compound {
  name: string;
  /** The span of text it is read from. */
  start: number;
  end: number;
  /** Read by sharing a word across "and"/"or"; may overlap a skill found as written. */
  distributed: boolean;
  /** Where the object starts, when a skill found there already names the thing. */
  objectStart?: number;
}

const AND = /^(?:and|or|and\/or|&)$/i;
const ADJECTIVE_END = /(?:al|ic|ous|ive|ary)$/;
// Heads of a field a second activity may share a modifier with ("vaccine discovery and development").
const FIRST_ACTIVITY = /^[a-z]{4,}(?:tion|sion|ment|ing|ysis|ery|ance|ence)$/;
// Nouns of an activity ("reduction", "ordering", "assessment") that take an object after "of".
const ACTION = /^[a-z]{4,}(?:tion|sion|ment|ing|ysis)$/;
const NOT_ACTION = new Set(
  `consisting depending belonging pertaining regarding concerning understanding knowledge execution combination provision implementation leveraging going coming environment department government equipment statement element requirement payment commitment document instrument moment comment argument supplement segment sentiment excitement enjoyment retirement employment agreement achievement awareness importance being having doing getting making taking giving using following including according ensuring providing meeting completion participation attendance existence absence expectation position location condition situation relation recommendation contribution motivation dedication determination foundation population generation attention intention mission vision question section beginning something anything nothing everything thing spending funding standing setting range variety balance performance appearance guidance assistance allowance acceptance clearance compliance accordance ordinance reliance resistance instance distance substance nuance`.split(
    ' ',
  ),
);
// Objects too vague to make a field ("delivery of tasks", "management of time").
const VAGUE_OBJECT = new Set(
  `experience skill skills ability knowledge understanding work time times way ways task tasks duty duties thing things lot lots range variety kind kinds type types level levels year years day days hour hours people others everyone role roles job jobs opportunity opportunities area areas part parts number numbers amount members team teams life lives world business businesses organisation organization company provision`.split(
    ' ',
  ),
);
// Determiners that make the object one thing the text has in mind, not a kind of work.
const OWN_OBJECT = /^(?:the|our|their|your|its|his|her|this|these|those|such)$/i;
// Words that may stand between "of" and its object without being part of it.
const OF_DETERMINER = /^(?:the|a|an|all|any|our|their|your|its|his|her|this|these|those|such)$/i;

const isNoun = (w: TaggedWord | undefined) => w !== undefined && w.pos === 'NOUN';
const isWord = (w: TaggedWord | undefined) =>
  w !== undefined && /^(?:ADJ|NOUN)$/.test(w.pos) && /^[a-z][a-z'-]*$/.test(w.text);
const lower = (w: TaggedWord) => w.text.toLowerCase();

/** The singular of a plural noun, as a compound's modifier takes it ("supplies" → "supply"). */
function singular(word: string): string {
  if (/ies$/.test(word) && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ss|us|is)$/.test(word) || word.length <= 3) return word;
  if (/(?:ss|sh|ch|x)es$/.test(word)) return word.slice(0, -2);
  return word.replace(/s$/, '');
}

function isField(words: TaggedWord[]): boolean {
  const head = words[words.length - 1];
  return head !== undefined && (isFieldHead(head.text) || qualifiesField(words));
}

/** "statistical and mathematical modelling" → "statistical modelling". */
function sharedHead(words: readonly TaggedWord[], i: number, j: number, out: Compound[]): void {
  const left: TaggedWord[] = [];
  // "hydrological and hydraulic modelling": a tagger may call the first adjective a noun.
  const adjective = (w: TaggedWord | undefined) =>
    w !== undefined && (w.pos === 'ADJ' || (w.pos === 'NOUN' && ADJECTIVE_END.test(w.text)));
  for (let k = i - 1; k >= 0 && adjective(words[k]) && isWord(words[k]); k--)
    left.unshift(words[k] as TaggedWord);
  while (left.length && LEAD.has(lower(left[0] as TaggedWord))) left.shift();
  if (left.length === 0 || left.length > 2) return;
  const right: TaggedWord[] = [];
  for (let k = j + 1; k < words.length && isWord(words[k]); k++) right.push(words[k] as TaggedWord);
  let m = 0;
  while (m < right.length && right[m]?.pos === 'ADJ') m++;
  const head = right.slice(m);
  // "swift and professional resolution", "supportive and better performing": adjectives that
  // judge the work share no field with it.
  const judged = (w: TaggedWord) => LEAD.has(lower(w)) || isEvaluative(w.text);
  if (left.some(judged) || right.slice(0, m).some(judged)) return;
  if (m === 0 || head.length === 0 || head.length > 2 || !head.every(isNoun)) return;
  const phrase = [...left, ...head];
  if (!isField(phrase)) return;
  out.push({
    name: phrase.map(lower).join(' '),
    start: left[0]?.start ?? 0,
    end: head[head.length - 1]?.end ?? 0,
    distributed: true,
  });
}

/** "drug discovery and development" → "drug development". */
function sharedModifier(words: readonly TaggedWord[], i: number, j: number, out: Compound[]): void {
  const second = words[j + 1];
  if (!isNoun(second) || isWord(words[j + 2])) return;
  const left: TaggedWord[] = [];
  for (let k = i - 1; k >= 0 && isWord(words[k]); k--) left.unshift(words[k] as TaggedWord);
  while (left.length && LEAD.has(lower(left[0] as TaggedWord))) left.shift();
  const first = left[left.length - 1];
  const modifier = left.slice(0, -1);
  if (!first || modifier.length === 0 || modifier.length > 2 || !modifier.every(isNoun)) return;
  // "product strategy and roadmap": any two things of one subject, when the pair the text
  // leaves unwritten is a skill of its own ("product roadmap").
  const known = getSkill([...modifier, second as TaggedWord].map(lower).join(' '));
  if (
    known === undefined &&
    (!FIRST_ACTIVITY.test(lower(first)) ||
      !ACTION.test(lower(second as TaggedWord)) ||
      NOT_ACTION.has(lower(second as TaggedWord)))
  )
    return;
  out.push({
    name: known?.name ?? [...modifier, second as TaggedWord].map(lower).join(' '),
    start: modifier[0]?.start ?? 0,
    end: second?.end ?? 0,
    distributed: true,
  });
}

/** "reduction of waste" → "waste reduction"; "maintenance and ordering of supplies" → both. */
function activityOf(words: readonly TaggedWord[], i: number, out: Compound[]): void {
  const actions: TaggedWord[] = [];
  const action = words[i - 1];
  if (!action || !/^(?:NOUN|PROPN|VERB)$/.test(action.pos) || !ACTION.test(lower(action))) return;
  actions.push(action);
  const before = words[i - 3];
  if (words[i - 2] && AND.test(words[i - 2]?.text ?? '') && before && ACTION.test(lower(before)))
    actions.push(before);
  let k = i + 1;
  // "development of an analytical solution", "treatment of your own patients", "development of
  // the product": one thing made or a thing of the text's own, not a field of work.
  if (/^(?:a|an)$/i.test(words[k]?.text ?? '') || OWN_OBJECT.test(words[k]?.text ?? '')) return;
  while (OF_DETERMINER.test(words[k]?.text ?? '') || LEAD.has(lower(words[k] ?? action))) k++;
  const objects: TaggedWord[][] = [];
  for (;;) {
    const object: TaggedWord[] = [];
    while (isWord(words[k])) object.push(words[k++] as TaggedWord);
    while (object.length && LEAD.has(lower(object[0] as TaggedWord))) object.shift();
    if (object.length === 0 || object.length > 2 || !isNoun(object[object.length - 1])) break;
    // "implementation of data-focused improvements": the object is a modifier of what follows.
    if (words[k]?.text === '-' && words[k]?.start === object[object.length - 1]?.end) break;
    objects.push(object);
    if (!AND.test(words[k]?.text ?? '')) break;
    k++;
  }
  for (const object of objects) {
    const head = object[object.length - 1] as TaggedWord;
    if (VAGUE_OBJECT.has(lower(head)) || isGenericModifier(object[0]?.text ?? '')) continue;
    for (const a of actions) {
      if (NOT_ACTION.has(lower(a))) continue;
      const modifier = [...object.slice(0, -1).map(lower), singular(lower(head))];
      out.push({
        name: [...modifier, lower(a)].join(' '),
        start: Math.min(a.start, action.start),
        end: head.end,
        distributed: false,
        objectStart: object[0]?.start ?? head.start,
      });
    }
  }
}

// What a qualification is "in" when the text names no subject of its own ("a relevant discipline").
const DISCIPLINE = /^(?:disciplines?|fields?|subjects?|areas?)$/i;

/**
 * "a qualification in a relevant mechanical discipline" → "mechanical qualification", "a
 * professional qualification in an IT / Information related discipline" → "IT qualification": the
 * subject a qualification is asked in, as a recruiter writes it.
 */
function qualificationIn(words: readonly TaggedWord[], i: number, out: Compound[]): void {
  const noun = words[i - 1];
  if (!noun || !/^qualifications?$/i.test(noun.text)) return;
  let k = i + 1;
  while (words[k] && LEAD.has(lower(words[k] as TaggedWord))) k++;
  const subject: TaggedWord[] = [];
  // "IT" may be tagged a pronoun; a word in capitals is a subject's name.
  const subjectWord = (w: TaggedWord | undefined) =>
    w !== undefined && (/^(?:ADJ|NOUN|PROPN)$/.test(w.pos) || /^[A-Z]{2,}$/.test(w.text));
  for (; subject.length < 3 && subjectWord(words[k]); k++) {
    if (DISCIPLINE.test(words[k]?.text ?? '') || LEAD.has(lower(words[k] as TaggedWord))) break;
    subject.push(words[k] as TaggedWord);
  }
  // The subject ends the phrase, or a word for a discipline or a "/" between two subjects does.
  const next = words[k]?.text ?? '';
  if (subject.length === 0 || subject.length > 2) return;
  if (!(next === '' || next === '/' || DISCIPLINE.test(next) || /^[.,;)]$/.test(next))) return;
  const name = subject.map((w) => (/^[A-Z]{2,}$/.test(w.text) ? w.text : lower(w))).join(' ');
  if (isEvaluative(name) || VAGUE_OBJECT.has(name)) return;
  out.push({
    name: `${name} qualification`,
    start: noun.start,
    end: subject[subject.length - 1]?.end ?? noun.end,
    distributed: true,
  });
}

/**
 * Fields of skill written apart in tagged sentences: shared heads and modifiers across "and"/"or",
 * and "activity of object" read as a compound.
 *
 * @example compoundPhrases(tagWords('Reduction of waste.'))[0]?.name // 'waste reduction'
 */
export function compoundPhrases(words: readonly TaggedWord[]): Compound[] {
  const out: Compound[] = [];
  for (let i = 1; i < words.length - 1; i++) {
    const w = words[i] as TaggedWord;
    // The connector: "and", "or", "and/or", "as well as".
    let j = i;
    if (AND.test(w.text)) while (/^(?:\/|and|or)$/i.test(words[j + 1]?.text ?? '')) j++;
    else if (/^as$/i.test(w.text) && /^well$/i.test(words[i + 1]?.text ?? '')) j = i + 2;
    if (j > i || AND.test(w.text)) {
      sharedHead(words, i, j, out);
      sharedModifier(words, i, j, out);
      i = j;
    } else if (w.text.toLowerCase() === 'of') activityOf(words, i, out);
    else if (w.text.toLowerCase() === 'in') qualificationIn(words, i, out);
  }
  return out;
}
