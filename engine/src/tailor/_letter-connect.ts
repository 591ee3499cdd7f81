// How a letter connects its quoted lines (decision 220): the measured result a line ends with, said
// as a sentence of its own ("It reduced latency by 73%."); the other employers whose lines show
// the requirement a line was tied to; the earlier employers a second paragraph moves to; the
// figure a closing offers to explain. Only the CV line's own words and the CV's own employers: a
// result is split off, never reworded beyond its verb's tense.
import { hasWords } from '../regexp.ts';
import { isQualityName, jobOf, type LetterEvidence, type LetterLine } from './_letter-evidence.ts';

const key = (s: string) => s.toLowerCase();

/** True when `text` names `name` as a word, in any case. */
export const namesIt = (text: string, name: string) => hasWords(text, name);

/**
 * Verbs a CV line reports its result with ("…, reducing latency by 73%"), as the "-ing" form a
 * line writes and the past form a sentence of its own takes.
 */
const RESULT_VERBS: Record<string, string> = {
  reducing: 'reduced',
  cutting: 'cut',
  lowering: 'lowered',
  decreasing: 'decreased',
  shortening: 'shortened',
  halving: 'halved',
  minimizing: 'minimized',
  minimising: 'minimised',
  eliminating: 'eliminated',
  slashing: 'slashed',
  increasing: 'increased',
  improving: 'improved',
  boosting: 'boosted',
  raising: 'raised',
  lifting: 'lifted',
  growing: 'grew',
  doubling: 'doubled',
  tripling: 'tripled',
  accelerating: 'accelerated',
  speeding: 'sped',
  saving: 'saved',
  generating: 'generated',
  driving: 'drove',
  delivering: 'delivered',
  achieving: 'achieved',
  exceeding: 'exceeded',
  surpassing: 'surpassed',
  serving: 'served',
  handling: 'handled',
  processing: 'processed',
  supporting: 'supported',
  reaching: 'reached',
  resulting: 'resulted',
  leading: 'led',
  yielding: 'yielded',
  enabling: 'enabled',
  allowing: 'allowed',
  bringing: 'brought',
  attracting: 'attracted',
  securing: 'secured',
  winning: 'won',
  earning: 'earned',
  recovering: 'recovered',
  maximizing: 'maximized',
  maximising: 'maximised',
  expanding: 'expanded',
  contributing: 'contributed',
  enhancing: 'enhanced',
  maintaining: 'maintained',
  optimizing: 'optimized',
  optimising: 'optimised',
};

const PAST = new Set(Object.values(RESULT_VERBS));

/** Words after which an "-ing" form is a noun, not the line's result ("worked on improving …"). */
const BEFORE_NOUN =
  /\b(?:on|in|for|of|to|by|at|with|without|about|from|towards?|while|when|after|before|through|into|the|a|an|and|or|my|our|their|its|is|was|were|are|be|been)$/i;

/** Words the action keeps at least, so "I did X" never shrinks to "I". */
const MIN_ACTION_WORDS = 4;

/** A line's action and its result, each able to stand as a sentence. */
export interface LineResult {
  /** The clause without its result: "I developed proprietary inference optimization". */
  action: string;
  /** The result as a predicate: "reduced latency by 73% compared to baseline". */
  outcome: string;
}

/**
 * The result a first-person clause ends with, when it is a measured one (it holds a figure) and
 * the clause says it with a result verb: "…, reducing X by 60%", "… serving 2M+ requests",
 * "…, which cut costs by 20%". The result keeps the line's words; only "-ing" becomes past.
 * Undefined when the clause has none, or the split would leave either half unable to stand.
 *
 * @example resultOf('I built the cache, cutting latency by 40%') // { action: 'I built the cache', outcome: 'cut latency by 40%' }
 */
export function resultOf(clause: string): LineResult | undefined {
  // The space after the word is looked at, not taken: the next word's match needs it.
  const re = /(,\s+(?:which\s+|thereby\s+)?|\s+(?:thereby\s+)?)([a-z]+)(?=\s+\S)/g;
  for (const m of clause.matchAll(re)) {
    const verb = m[2] ?? '';
    const lead = m[1] ?? '';
    const past = RESULT_VERBS[verb] ?? (/which/.test(lead) && PAST.has(verb) ? verb : '');
    if (!past) continue;
    const action = clause.slice(0, m.index).trim();
    const rest = clause.slice(m.index + m[0].length).trim();
    if (action.split(/\s+/).length < MIN_ACTION_WORDS) continue;
    // A gerund after a preposition or an article is what was done, not what it led to.
    if (!lead.startsWith(',') && BEFORE_NOUN.test(action)) continue;
    // "distributed processing of 3-D models": a noun after an adjective, with its "of", is no
    // result ("That processed of 3-D models").
    if (/^of\b/.test(rest) || (!lead.startsWith(',') && /[a-z]ed$/.test(action))) continue;
    // A result holds a figure, and is one thing: not a list of further actions.
    if (!/\d/.test(rest) || /;|,\s+and\s|\s(?:and|while)\s+I\s/.test(rest)) continue;
    // "improving security and resulting in …": a second "-ing" would stay unconjugated.
    if (/\b(?:and|or|while|thereby)\s+[a-z]+ing\b/.test(rest)) continue;
    return { action, outcome: `${past} ${rest.replace(/[.;,:]+$/, '')}` };
  }
  return undefined;
}

// A measured result as a line writes it: a share ("60%", "40 percent"), a multiple ("4.2x") or a
// sum of money ("$26,000", "£1.1 million").
const FIGURE =
  /(?<![\w.])(?:[$£€]\s?\d[\d,.]*(?:\s?(?:million|billion|[kKmMbB]n?)\b)?|\d[\d,.]*(?:\s?%|\s?percent\b|x\b))/;

/**
 * The first measured result a clause states, as it writes it, for a closing that offers to
 * explain the work behind it (decision 220); undefined when it states none.
 *
 * @example figureOf('I cut latency by 73% compared to baseline') // '73%'
 */
export function figureOf(clause: string): string | undefined {
  return FIGURE.exec(clause)?.[0]?.replace(/[.,]+$/, '');
}

/** Employers whose quoted lines a letter ties to each requirement (lower-case name → employers). */
export function tiedAt(quoted: readonly LetterLine[]): Map<string, Set<string>> {
  const at = new Map<string, Set<string>>();
  for (const l of quoted)
    for (const n of l.answers?.names ?? [])
      if (l.at) at.set(key(n), new Set([...(at.get(key(n)) ?? []), l.at]));
  return at;
}

/**
 * Other employers (two at most) whose work lines show the requirement `l` was tied to and names
 * in its own words, and whose own quoted lines the letter does not tie to it (nor quotes next):
 * "My work at X involved Kafka too". None when the line after `l` is of the same job, whose
 * "There, …" would then point at the other employer.
 */
export function elsewhereOf(
  l: LetterLine,
  next: LetterLine | undefined,
  ev: Pick<LetterEvidence, 'requirements'>,
  tied: Map<string, Set<string>>,
): string[] {
  const name = l.answers?.names[0];
  if (!name) return [];
  if (next && (next.at ?? jobOf(next)) === (l.at ?? jobOf(l))) return [];
  // Only a line that names the requirement itself: a tie in other words is too loose to build on.
  if (!namesIt(l.clause.text, name) || isQualityName(name)) return [];
  const req = ev.requirements.find((r) => key(r.name) === key(name));
  const shown = tied.get(key(name)) ?? new Set<string>();
  return (req?.where ?? [])
    .filter((e) => e !== l.at && e !== next?.at && !shown.has(e))
    .slice(0, 2);
}

/**
 * The earlier employers (two at most) a second body paragraph moves to, for "Before X, I worked at
 * Y and Z": those of its work lines that started before the latest job's quoted lines (by the CV's
 * dates), not quoted in the first paragraph; none unless there are two and its first line is at
 * one of them.
 */
export function earlierOf(
  first: readonly LetterLine[],
  second: readonly LetterLine[],
  now: string,
): string[] {
  const since = Math.min(
    ...[...first, ...second].filter((l) => l.at === now).flatMap((l) => l.start ?? []),
  );
  if (!Number.isFinite(since)) return [];
  const earlier = [
    ...new Set(
      second
        .filter(
          (l) =>
            l.at &&
            l.at !== now &&
            !l.project &&
            l.start !== undefined &&
            l.start < since &&
            !first.some((f) => f.at === l.at),
        )
        .map((l) => l.at!),
    ),
  ].slice(0, 2);
  // One employer the next sentence names anyway ("At Y, …") is no news; two are the paragraph's map.
  return earlier.length > 1 && second[0]?.at === earlier[0] ? earlier : [];
}
