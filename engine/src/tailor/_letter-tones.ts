// What a voice of a cover letter is (docs/decisions/150-sendable-letters.md): the sentence shapes a
// tone wraps around the same facts (`_letter-formal.ts`, `_letter-friendly.ts`, `_letter-concise.ts`).
// A voice adds grammar, never a fact: every name, number and skill comes from the `LetterEvidence`
// it is given. Where a slot offers several sentences, the writer takes the first that does not
// start like the sentence before it.
import type { LetterEvidence, Requirement } from './_letter-evidence.ts';
import { article, listWords, numberWord } from './_phrasing.ts';

/** The job as the letter names it; either may be unknown (the editor then asks for it). */
export interface LetterJob {
  title?: string;
  company?: string;
}

/** Where an achievement happened, as its sentence frames it. */
export interface Place {
  /** The employer's name, when the CV gives a usable one. */
  at?: string;
  /** The achievement before it was in the same job (`role`) or another job at the same employer. */
  same?: 'role' | 'employer';
  /** The job is the current one: no "during my time at" for it. */
  current: boolean;
}

type Latest = NonNullable<LetterEvidence['latest']>;
type Years = NonNullable<LetterEvidence['years']>;
/** One sentence, or several to choose from, best first. */
export type Say = string | string[];

/** One tone's sentences. `c` is an achievement's clause (its first word lower case unless a name). */
export interface Voice {
  apply(job: LetterJob): string;
  latest(l: Latest): string | undefined;
  earlier(roles: string, afterLatest: boolean): string;
  years(y: Years): string;
  /** The user's own summary phrase; `afterApply` when it follows the first sentence (both start with "I"). */
  own(phrase: string, afterApply: boolean): string;
  top(reqs: Requirement[], org: string): string;
  /** The first achievement; `action` false for a duty or a role. */
  first(c: string, p: Place, action: boolean): Say;
  /** Achievements after the first in the opening body paragraph (slot 1, 2). */
  next(slot: number, c: string, p: Place): Say;
  /** Achievements of the second body paragraph (slot 0 …). */
  later(slot: number, c: string, p: Place): Say;
  /** An ability ("I bring extensive knowledge of …") is no event: it takes no "where … happened" frame. */
  ability(slot: number, c: string, p: Place): Say;
  /** An achievement of one of the CV's projects; `is` says what the project is, the first time. */
  project(c: string, name: string, is?: string): Say;
  tie(slot: number, names: string, required: boolean): Say;
  more(names: string, where: string | undefined, count: number): Say;
  degree(text: string, meets: boolean): string;
  certificates(names: string): string;
  /** A line announcing the results that follow; only when all of them are things done. */
  results(count: number): string | undefined;
  wrap(org: string, job: LetterJob): string;
  none: string;
  close: string[];
  greeting: string;
  closing: string;
}

/** "a Staff Engineer", "an Engineering Lead". */
export const a = (phrase: string) => `${article(phrase)} ${phrase}`;
/** A clause as a sentence of its own. */
export const sentence = (s: string) => `${s[0]?.toUpperCase() ?? ''}${s.slice(1)}.`;
/** "more than six years". */
export const years = (y: Years) => `${y.over ? 'more than ' : ''}${numberWord(y.count)} years`;
/** The options from `slot` on, then the ones before: each slot prefers its own wording. */
export const from = <T>(xs: readonly T[], slot: number): T[] => {
  const i = Math.min(slot, xs.length - 1);
  return [...xs.slice(i), ...xs.slice(0, i)];
};
/** "it" for one, `many` for more. */
export const itThem = (n: number, one: string, many: string) => (n > 1 ? many : one);

/** "the AWS Certified Developer certification", "the Google IT Support Professional Certificate". */
export function certificateNames(names: readonly string[]): string {
  return listWords(
    names.map((n) =>
      /\b(?:certificat\w*|licen[cs]e|credential|diploma|accreditation)\b/i.test(n)
        ? `the ${n}`
        : /\bcertified\b/i.test(n)
          ? `the ${n} credential`
          : `the ${n} certification`,
    ),
  );
}
