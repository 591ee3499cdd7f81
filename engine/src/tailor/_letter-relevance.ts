// How much a CV line speaks to the job's most important requirements, for the letter's choice of
// achievements (decision 204). An exact keyword hit is the strongest sign, but a line can answer a
// requirement in its own words: "Greeted and registered guests" speaks to customer service without
// naming it. So a requirement is read as its words, its taxonomy aliases and its related skills,
// and a line earns part of a requirement's importance for the share of those words it uses.
// Nothing here is claimed in the letter: the line is quoted as the CV writes it, and the skills a
// sentence names still come from exact hits alone.
import type { Keyword } from '../match/index.ts';
import { getSkill, relatedSkills } from '../skills/index.ts';
import type { RankedLine } from './_achievements.ts';
import { keywordsIn } from './_skills-shown.ts';

/** Share of a requirement a line earns when it uses the requirement's words but not its name. */
const WORDS_SHARE = 0.7;
/** Share for the words of a related skill (a parent or implied skill: "SQL" for "PostgreSQL"). */
const RELATED_SHARE = 0.4;
/** Share of a requirement's own words a line must use to be named as its evidence (decision 218). */
const MIN_ANSWER = 1;
/** Soft skills are weak proof in a line ("team player"): half their importance. */
const SOFT_SHARE = 0.5;
/** A required keyword the scan weighs at 0 still counts this much; a preferred one nothing. */
const REQUIRED_FLOOR = 0.5;

// Words that say nothing about what a requirement is ("skills", "experience", "strong"), or that a
// line uses for anything ("supported", "a new task", "office furniture").
const GENERIC = new Set(
  'skill skills experience experienced knowledge ability abilities work working role duties general basic strong excellent good proven understanding use using support supported supporting care task tasks approach office highly well and the for with'.split(
    ' ',
  ),
);

// The people a service role serves are one audience, whatever a sector calls them: a hotel's
// guests, a surgery's patients and a shop's customers all answer "customer service".
const SERVED = new Set(['custome', 'client', 'guest', 'patient', 'visitor', 'public', 'patron']);

/**
 * A word's stem for loose matching: lower case, one plural or tense ending off, seven letters at
 * most ("organised" and "organisational" meet; "reception" and "receptacle" do not).
 */
export function stem(word: string): string {
  let w = word.toLowerCase().replace(/'s?$/, '');
  if (w.length > 4) w = w.replace(/(?:ing|ed|es|s|e)$/, '');
  w = w.slice(0, 7);
  return SERVED.has(w) ? 'custome' : w;
}

const stems = (text: string) =>
  (text.match(/\p{L}[\p{L}'-]*/gu) ?? [])
    // Two letters and fewer count only as written in capitals ("UI", "IT", "GP", never "it"), and
    // whole: "UI development" needs the "UI" as much as the "development".
    .filter((w) => (w.length > 2 && !GENERIC.has(w.toLowerCase())) || /^[A-Z]{2}$/.test(w))
    .map((w) => (w.length > 2 ? stem(w) : `#${w}`));

/** A requirement as phrases of stems, each with the share a line earns for using all of them. */
interface Reading {
  keyword: Keyword;
  importance: number;
  phrases: { stems: string[]; share: number }[];
}

/** How important a keyword is for the letter: the scan's weight (required, title, mentions). */
function importance(k: Keyword): number {
  const base = k.weight > 0 ? k.weight : k.required ? REQUIRED_FLOOR : 0;
  return k.category === 'soft' ? base * SOFT_SHARE : base;
}

/** The job's keywords as requirements a line can answer in its own words. */
export function readRequirements(keywords: readonly Keyword[]): Reading[] {
  return keywords
    .map((keyword) => {
      const skill = getSkill(keyword.name);
      const own = [keyword.name, ...(skill?.aliases ?? []), ...(skill?.listOnly ?? [])];
      const phrases = [
        ...own.map((p) => ({ stems: stems(p.replace(/^[!?]/, '')), share: WORDS_SHARE })),
        ...relatedSkills(keyword.name).map((p) => ({ stems: stems(p), share: RELATED_SHARE })),
      ].filter((p) => p.stems.length > 0);
      return { keyword, importance: importance(keyword), phrases };
    })
    .filter((r) => r.importance > 0);
}

/**
 * How much a line speaks to the job's requirements: each requirement's importance, in full when
 * the line names it, else for the share of a phrase's words the line uses (the best phrase).
 *
 * @example relevance('Greeted and registered guests', readRequirements(scan.keywords)) // > 0 for a customer service job
 */
export function relevance(line: string, reqs: readonly Reading[]): number {
  const words = new Set(stems(line));
  const named = new Set(
    keywordsIn(
      line,
      reqs.map((r) => r.keyword),
    ),
  );
  let total = 0;
  for (const r of reqs) {
    if (named.has(r.keyword)) {
      total += r.importance;
      continue;
    }
    let best = 0;
    for (const p of r.phrases) {
      const hits = p.stems.filter((s) => words.has(s)).length;
      best = Math.max(best, (hits / p.stems.length) * p.share);
    }
    total += best * r.importance;
  }
  return total;
}

/**
 * The requirement a line answers best (decision 218): the one whose share of importance it earns
 * is the largest, among those `allowed` (the letter names only requirements the CV shows).
 *
 * @example strongestAnswer('Greeted and registered guests', reqs, shown)?.name // 'customer service'
 */
export function strongestAnswer(
  line: string,
  reqs: readonly Reading[],
  allowed: (k: Keyword) => boolean,
): Keyword | undefined {
  const words = new Set(stems(line));
  const named = new Set(
    keywordsIn(
      line,
      reqs.map((r) => r.keyword),
    ),
  );
  let best: { k: Keyword; score: number } | undefined;
  for (const r of reqs) {
    if (!allowed(r.keyword)) continue;
    let share = named.has(r.keyword) ? 1 : 0;
    // Only the requirement's own words (its name or an alias), all of them: a related skill's
    // words or one word of a phrase ("client" for "customer service") are too loose to say
    // "this is your X".
    for (const p of r.phrases) {
      if (p.share !== WORDS_SHARE) continue;
      const hit = p.stems.filter((s) => words.has(s)).length / p.stems.length;
      if (hit >= MIN_ANSWER) share = Math.max(share, hit * p.share);
    }
    const score = share * r.importance;
    if (score > 0 && (!best || score > best.score)) best = { k: r.keyword, score };
  }
  return best?.k;
}

/** A CV line scored for the letter: how much its quoted sentence speaks to the job's requirements. */
export interface FitLine extends RankedLine {
  fit: number;
  /**
   * Words of its quoted sentence the posting's text uses too (`echoes`): among lines that answer
   * no requirement, "documented patient information" speaks to a ward's posting more than
   * "taught numbers to 3 year olds", though neither names what it asks.
   */
  echo?: number;
}

/** Worth of one shared word, for a line that answers no requirement. */
const ECHO_WEIGHT = 1;
/** Shared words counted at most. */
const MAX_ECHO = 2;

/** A text's own words, four letters or more, stemmed (none of `GENERIC`): what `echoes` compares. */
export const postingWords = (text: string): Set<string> =>
  new Set(stems(text).filter((w) => w.length >= 4 && !w.startsWith('#')));

/** How many of a line's own words (`postingWords`) the posting uses, up to `MAX_ECHO`. */
export function echoes(line: string, posting: ReadonlySet<string>): number {
  let n = 0;
  for (const w of postingWords(line)) if (posting.has(w)) n++;
  return Math.min(MAX_ECHO, n);
}

/**
 * Orders lines for a letter (decision 204): achievements before fragments before courses (the tier,
 * decision 150), then by relevance to the job's requirements weighted up by strength (a number, an
 * outcome, an action verb), with strength alone breaking near-ties.
 *
 * @example lines.sort(compareForLetter)
 */
export function compareForLetter(a: FitLine, b: FitLine): number {
  const worth = (l: FitLine) =>
    2 * l.fit * (1 + l.strength / 4.5) +
    l.strength / 2 +
    (l.fit <= 0 ? ECHO_WEIGHT * (l.echo ?? 0) : 0);
  return a.tier - b.tier || worth(b) - worth(a);
}
