// What a voice of a cover letter is (docs/decisions/150-sendable-letters.md): the sentence shapes a
// tone wraps around the same facts (`_letter-formal.ts`, `_letter-friendly.ts`, `_letter-concise.ts`).
// A voice adds grammar, never a fact: every name, number and skill comes from the `LetterEvidence`
// it is given. Where a slot offers several sentences, the writer takes the first that does not
// start like the sentence before it and whose opening words the letter has not used yet.
import type { LetterEvidence } from './_letter-evidence.ts';
import type { ClauseKind } from './_phrasing.ts';
import { article, listWords, numberWord } from './_phrasing.ts';

/** The job as the letter names it; either may be unknown (the editor then asks for it). */
export interface LetterJob {
  title?: string;
  company?: string;
}

/** Where a quoted achievement happened, as its sentence frames it. */
export interface Place {
  /** The employer's name, when the CV gives a usable one. */
  at?: string;
  /** The job's title as the CV writes it ("Software Engineer"), when usable. */
  role?: string;
  /** The job is the current one. */
  current: boolean;
  /** The job is the CV's latest (current or most recent). */
  latest: boolean;
  /** Same job (`role`) or another job at the same employer as the achievement quoted just before it. */
  same?: 'role' | 'employer';
  /** The job started before the job of the achievement quoted just before it (by the CV's dates). */
  earlier: boolean;
  /** Another job than the achievement quoted just before it (none before: false). */
  other?: boolean;
  /** For a project's line: its name, and what it is the first time it is named. */
  project?: { name: string; is?: string };
}

/** One achievement as a sentence can quote it. */
export interface Quote {
  /** The first-person clause ("I led the migration …"), first word lower case unless a name. */
  c: string;
  /** The clause with "also" in it ("I also led …"), when it takes one. */
  also?: string;
  kind: ClauseKind;
  /** The line names a result (a number, an outcome): an achievement, not only work done. */
  result: boolean;
  place: Place;
  /** The job requirements the line shows, as the CV writes them ("Kafka and Kubernetes"). */
  theme?: string;
  /** The first requirement it shows is an essential one. */
  required: boolean;
}

/** Who the candidate is, for the opening: the latest role and the years the CV's dates show. */
export interface Who {
  position?: string;
  employer?: string;
  current: boolean;
  years?: NonNullable<LetterEvidence['years']>;
}

/** Why this candidate: the job's top requirements the CV shows, and where. */
export interface Fit {
  names: string;
  count: number;
  required: boolean;
  /** Shown in the latest job's lines. */
  now: boolean;
  /** The latest job is current. */
  current: boolean;
  /** Each is shown in work or project lines (else some only in skills or summary). */
  inWork: boolean;
  /** Employers whose lines show them, when each is in some employer's lines (and not all in the latest job's). */
  where?: string;
}

/**
 * How a quoted achievement answers the posting (decision 218): the requirement it is evidence
 * for, as the CV writes it, and where the posting puts it.
 */
export interface Link {
  /** "Kafka and event sourcing". */
  names: string;
  count: number;
  /** The posting's first requirement. */
  first: boolean;
  /** One of the posting's two top requirements (the ones the opening names). */
  top: boolean;
  required: boolean;
  /** The posting's own words for it, when a letter may quote them. */
  ask?: string;
  /** A requirement an earlier sentence already tied a line to: said as more of the same. */
  again: boolean;
  /**
   * The sentence that opens the paragraph already named it (`Voice.bridge`, decision 220): the
   * tie only says the line is evidence for it.
   */
  introduced?: boolean;
}

/** One sentence, or several to choose from, best first. */
export type Say = string | string[];

/**
 * Where a sentence summing up a job's other duties happened (decision 243): `same` when the
 * sentence before quotes a line of that job; else the employer (`at`), else the job's title.
 */
interface RunPlace {
  same: boolean;
  at?: string;
  role?: string;
}

/** One tone's sentences. */
export interface Voice {
  greeting: string;
  closing: string;
  /** The first sentence: the role and the employer. */
  apply(job: LetterJob): string;
  who(w: Who): Say;
  /** The user's own summary phrase ("a backend engineer with payments experience"). */
  own(phrase: string): Say;
  /** The user's own summary sentence when it is already in the first person ("I have …"). */
  ownSentence(s: string): Say;
  fit(f: Fit, org: string): Say;
  /** What draws the candidate to the role: "the chance to build your tracking platform" (decision 218). */
  draw(clause: string, org: string): Say;
  /**
   * The sentence after a quoted achievement that says, in the letter's voice, how it answers the
   * posting's requirement it is evidence for (decision 218).
   */
  connect(l: Link, slot: number): Say;
  /**
   * The measured result a quoted line ends with, as a sentence of its own after its tie ("It
   * reduced latency by 73%.", decision 220): only a voice of short sentences splits it off.
   */
  outcome?(predicate: string, slot: number): Say;
  /**
   * Other employers whose work lines show the requirement a quoted line was tied to (decision
   * 220): "My work at X involved Kafka as well."
   */
  elsewhere(names: string, where: string, slot: number): Say;
  /**
   * The second body paragraph's first sentence (decision 220): the requirements its lines answer
   * that the first paragraph did not, so the paragraph reads as the next part of one case.
   */
  bridge(names: string, count: number, required: boolean): Say;
  /** Earlier roles no quoted line names: "a Software Engineer at Fjord Analytics". */
  earlier(roles: string, count: number): Say;
  /**
   * Other duties of one job summed up in one sentence: "I also documented …, helped …, and ported
   * …", placed by `where` (decision 243).
   */
  run(clauses: string, where: RunPlace): Say;
  /** The opening achievement of the first body paragraph, tied to the requirement it shows. */
  lead(q: Quote): Say;
  /** The first achievement of another requirement in the second body paragraph. */
  theme(q: Quote, slot: number): Say;
  /** Any further achievement, framed by where it happened. */
  next(q: Quote, slot: number): Say;
  /** The second body paragraph's opening when it starts with an achievement of no requirement. */
  beyond(q: Quote): Say;
  /**
   * Requirements the letter has not named yet: shown in the work lines of `where`, or, without
   * `where`, named elsewhere in the CV (skills section, summary).
   */
  skills(names: string, count: number, required: boolean, where?: string): Say;
  degree(text: string, meets: boolean): Say;
  certificates(names: string): Say;
  /**
   * The closing paragraph, sentence by sentence: a call to action. `top` names the job's top
   * requirements the CV shows; `tied` the first two requirements the letter's quoted lines were
   * tied to (decision 220), the work a closing can say the candidate would bring; `figure` a measured
   * result the first body paragraph quoted ("60%"), whose work the candidate offers to explain.
   */
  close(job: LetterJob, top: string | undefined, tied?: string, figure?: string): Say[];
  /**
   * The second body paragraph's first sentence when it answers no new requirement but moves to
   * earlier employers (decision 220): "Before Nexus AI, I worked at X and Y."
   */
  before(latest: string, earlier: string): Say;
}

/** "a Staff Engineer", "an Engineering Lead". */
export const a = (phrase: string) => `${article(phrase)} ${phrase}`;
/** A clause as a sentence of its own. */
export const sentence = (s: string) => `${s[0]?.toUpperCase() ?? ''}${s.slice(1)}.`;
/** "more than six years". */
export const years = (y: NonNullable<Who['years']>) =>
  `${y.over ? 'more than ' : ''}${numberWord(y.count)} years`;
/** The options from `slot` on, then the ones before: each slot prefers its own wording. */
export const from = <T>(xs: readonly T[], slot: number): T[] => {
  const i = xs.length === 0 ? 0 : slot % xs.length;
  return [...xs.slice(i), ...xs.slice(0, i)];
};
/**
 * The sentences of an ability ("I bring extensive knowledge of …"), which is no event, so no "in
 * the same role": where it was learnt when the place is a new one, the claim, what goes with it,
 * then the voice's links; from `slot` on.
 */
export const abilityLines = (
  q: Quote,
  slot: number,
  learntAt: (at: string) => string,
  links: readonly string[],
): string[] =>
  from(
    [
      ...(q.place.at && !q.place.same ? [learntAt(q.place.at)] : []),
      sentence(q.c),
      ...(q.also ? [sentence(q.also)] : []),
      ...links,
    ],
    slot,
  );
/** `one` for one thing, `many` for more. */
export const itThem = (n: number, one: string, many: string) => (n > 1 ? many : one);
/** "which", "both of which", "all of which". */
export const whichOf = (n: number) =>
  n > 2 ? 'all of which' : n === 2 ? 'both of which' : 'which';

/**
 * "my FlashInfer project, an open-source library for …," — with a comma after it when it opens a
 * sentence (`intro`) or carries what it is.
 */
export function projectRef(p: Place, intro: boolean): string {
  const pr = p.project;
  if (!pr) return '';
  return pr.is ? `my ${pr.name} project, ${pr.is},` : `my ${pr.name} project${intro ? ',' : ''}`;
}

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

/**
 * The clause with "also": "I led …" → "I also led …", "I was responsible …" → "I was also
 * responsible …", "my work included …" → "my work also included …"; undefined when it takes none.
 *
 * @example withAlso('I built the Go services') // 'I also built the Go services'
 */
export function withAlso(c: string): string | undefined {
  const be = /^I (am|was|have been|had been)\s(?!also\b)/.exec(c);
  if (be) return `I ${be[1]} also ${c.slice(be[0].length)}`;
  if (/^I [a-z]+(?:ly)?\s/.test(c) && !/^I also\b/.test(c)) return `I also ${c.slice(2)}`;
  if (/^my [a-z]+ (?:[a-z]+ )?also\b/.test(c)) return undefined;
  const my = /^my ([a-z]+) (was|were|included|involved)\b/.exec(c);
  if (my)
    return c.replace(/^my ([a-z]+) (was|were|included|involved)\b/, (_, n, v) =>
      v === 'was' || v === 'were' ? `my ${n} ${v} also` : `my ${n} also ${v}`,
    );
  return undefined;
}
