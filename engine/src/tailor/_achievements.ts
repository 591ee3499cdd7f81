// How strong a CV line is as proof for a job (docs/decisions/150-sendable-letters.md): its evidence
// (the summed Keyword.weight of the job's keywords it names, decision 021) and its strength (a number,
// an outcome, an action verb). Training and courses, and fragments a parser cut from a longer
// sentence, sit in lower tiers: they never outrank an achievement, whatever keywords they name.
import type { Keyword } from '../match/index.ts';
import type { Resume, ResumeWork } from '../resume.ts';
import { startsWithPastAction } from '../past-action.ts';
import { keywordsIn } from './_skills-shown.ts';

/** A CV line with where it is from. */
export interface CvLine {
  line: string;
  employer?: string;
  position?: string;
  current: boolean;
  /** Its place in the CV: `work` or `projects`, entry index, bullet index (-1: the entry's summary). */
  from: { list: 'work' | 'projects'; entry: number; bullet: number };
  /** For a project's line, the project's own description ("Open-source library for …"). */
  about?: string;
}

/** A line scored for one job. */
export interface RankedLine extends CvLine {
  tier: number;
  evidence: number;
  strength: number;
  /** Keywords of the job the line names, strongest first. */
  proves: Keyword[];
}

const OUTCOME =
  /\b(increas|reduc|cut|sav(?:ed|ing)|improv|grew|grow|deliver|achiev|won|launch|boost|lower|rais|doubl|tripl|accelerat|shorten|speed|scal|award|recogni|promot|exceed|surpass|generat|decreas|enhanc|resolv|prevent)/i;
const NUMBER =
  /(?:^|[^\p{L}])(?:[$£€]\s?\d|\d[\d,.]*\s?(?:%|\+|k\b|m\b|million|billion|x\b)|\d+)/iu;
const COURSE =
  /\b(courses?|workshops?|seminars?|webinars?|e-?learning|mandatory training|modules?|coursework)\b|^(completed|attended|undertook|passed|enrolled|studied|trained (?:proficiently |fully )?(?:in|on))\b|^(?:\w+ )?training (?:in|on|for)\b/i;

/**
 * True when the line names a result: a number or an outcome ("cut", "improved", "won"). A line
 * without one describes work done, which a letter does not call an achievement.
 */
export function showsResult(line: string): boolean {
  return NUMBER.test(line) || OUTCOME.test(line);
}

/** True when the line reports training or a course the person took, not work they did. */
function isCourse(line: string): boolean {
  return COURSE.test(line.trim());
}

/** The next part's label a parse glued to a line's end: "… based on Agile principles Results:". */
export const TRAILING_LABEL =
  /\s+(?:Results|Achievements|Responsibilities|Duties|Tasks|Customers|Clients|Technologies|Tools|Environment|Tech stack):?$/;

/** True when the line reads as a piece cut from a longer sentence ("issues to be modified", "Responsibilities:"). */
function isFragment(line: string): boolean {
  const t = line.trim();
  const words = t.split(/\s+/).length;
  return (
    words < 4 ||
    /^[a-z(]/.test(t) ||
    (/:$/.test(t) && !TRAILING_LABEL.test(t)) ||
    // A heading alone ("Responsibilities:"); a label before a line of its own ("Responsibilities:
    // development of …, managing the team of 3-7 people") is the line's layout, not a cut.
    /^(responsibilities|achievements|projects|tech stack|description)\b(?!:\s+\S+(?:\s+\S+){3})/i.test(
      t,
    ) ||
    // A line that points back at the one before ("These actions were …") needs it to make sense.
    /^(these|this|those|it|they|he|she|which|and|or|but)\b/i.test(t)
  );
}

/** 0–4.5: a number, an outcome, an action verb, a sensible length. */
function lineStrength(line: string): number {
  const t = line.trim();
  const words = t.split(/\s+/).length;
  let s = 0;
  if (NUMBER.test(t)) s += 2;
  if (OUTCOME.test(t)) s += 1.5;
  if (startsWithPastAction(t)) s += 1;
  if (words > 45) s -= 1;
  return s;
}

/**
 * The CV's jobs as one entry each. A parse can split a job in two: a heading with the employer and
 * title but no bullets, then an entry with the dates and bullets but no name. The second takes the
 * first's employer and title, so its bullets say where they are from.
 */
export function jobsOf(resume: Resume): ResumeWork[] {
  return resume.work.map((w, i) => {
    const before = resume.work[i - 1];
    if (w.name?.trim() || w.position?.trim() || !before || before.highlights.length > 0) return w;
    return {
      ...w,
      ...(before.name ? { name: before.name } : {}),
      ...(before.position ? { position: before.position } : {}),
    };
  });
}

/** Sentences of a job's summary paragraph: a CV may state its results there instead of in bullets. */
const sentencesOf = (text: string | undefined) =>
  (text ?? '').split(/(?<=[a-z0-9)%]\.)\s+(?=[A-Z])/).map((x) => x.trim());

/** Every experience and project bullet of the CV (and each sentence of a job's summary), with its employer and place. */
export function cvLines(resume: Resume): CvLine[] {
  return [
    ...jobsOf(resume).flatMap((w, entry) =>
      [
        ...w.highlights.map((line, bullet) => ({ line, bullet })),
        ...sentencesOf(w.summary).map((line) => ({ line, bullet: -1 })),
      ].map(({ line, bullet }) => ({
        line: line.trim(),
        ...(w.name?.trim() ? { employer: w.name.trim() } : {}),
        ...(w.position?.trim() ? { position: w.position.trim() } : {}),
        current: w.current === true,
        from: { list: 'work' as const, entry, bullet },
      })),
    ),
    ...(resume.projects ?? []).flatMap((p, entry) =>
      (p.highlights ?? []).map((line, bullet) => ({
        line: line.trim(),
        ...(p.name?.trim() ? { employer: p.name.trim() } : {}),
        ...(p.description?.trim() ? { about: p.description.trim() } : {}),
        current: false,
        from: { list: 'projects' as const, entry, bullet },
      })),
    ),
  ].filter((l) => l.line !== '');
}

/** Scores one line for the job: tier 0 achievements, 1 fragments, 2 courses and training. */
export function rankLine(line: CvLine, keywords: readonly Keyword[]): RankedLine {
  const proves = [...keywordsIn(line.line, keywords)].sort((a, b) => b.weight - a.weight);
  const tier = isCourse(line.line) ? 2 : isFragment(line.line) ? 1 : 0;
  return {
    ...line,
    tier,
    evidence: proves.reduce((s, k) => s + k.weight, 0),
    strength: lineStrength(line.line),
    proves,
  };
}

/**
 * Orders lines best first: by tier, then evidence weighted up by strength (a measured result
 * naming the job's skills first), with strength alone breaking near-ties; equal lines keep CV order.
 */
export function compareLines(a: RankedLine, b: RankedLine): number {
  const worth = (l: RankedLine) => 2 * l.evidence * (1 + l.strength / 4.5) + l.strength / 2;
  return a.tier - b.tier || worth(b) - worth(a);
}
