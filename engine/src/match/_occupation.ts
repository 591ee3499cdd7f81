// Occupation fit: is the CV's recent work the same kind of job, at about the same level, as the
// posting? Families, specialties, levels and figures: docs/decisions/130-score-calibration.md.
import { LruCache } from '../content-cache.ts';
import { seniorityIn } from '../posting/index.ts';
import type { Seniority } from '../posting/index.ts';
import {
  CUES,
  GENERIC,
  GENERIC_SPECIALTY,
  SPECIALTY_CUES,
  type RoleFamily,
  type Specialty,
} from './_occupation-cues.ts';
import { titleSimilarity } from './_similarity.ts';
import { englishText } from './_texts.ts';
import type { EngineText } from './types.ts';
import { LEVEL_FIT, LEVEL_RANK, OCCUPATION_FIT } from './_weights.ts';

const norm = (s: string) =>
  ` ${s
    .toLowerCase()
    .replace(/[^a-z0-9+]+/g, ' ')
    .trim()} `;

// Every scan reads the same few titles (the posting's, the CV's) against the same tables: each
// table keeps its answers by the normalised title itself (a key no hash could make safer, and the
// answer depends only on the title and this module's tables), a few hundred at most
// (docs/decisions/182).
const CUE_ANSWERS_KEPT = 512;
const cueAnswers = new WeakMap<object, LruCache<{ value: unknown; generic: boolean } | null>>();

/** The longest cue of a table found in a title; a generic cue counts as one letter long. */
function longestCue<T>(
  title: string,
  table: Iterable<[T, string[]]>,
  generic: Set<string>,
): { value: T; generic: boolean } | undefined {
  const t = norm(title);
  let answers = cueAnswers.get(table);
  if (!answers) cueAnswers.set(table, (answers = new LruCache(CUE_ANSWERS_KEPT)));
  const answer = answers.getOrSet(t, () => findLongestCue(t, table, generic) ?? null);
  return (answer as { value: T; generic: boolean } | null) ?? undefined;
}

function findLongestCue<T>(
  t: string,
  table: Iterable<[T, string[]]>,
  generic: Set<string>,
): { value: T; generic: boolean } | undefined {
  let best: { value: T; length: number } | undefined;
  for (const [value, cues] of table)
    for (const cue of cues)
      if (t.includes(` ${cue} `)) {
        const length = generic.has(cue) ? 1 : cue.length;
        if (!best || length > best.length) best = { value, length };
      }
  return best && { value: best.value, generic: best.length === 1 };
}

/** The family and whether only a generic word ("Engineer", "Assistant") names it. */
function familyOf(title: string): { family: RoleFamily; generic: boolean } | undefined {
  const cue = longestCue(title, CUES, GENERIC);
  return cue && { family: cue.value, generic: cue.generic };
}

const SPECIALTIES_OF = new Map<RoleFamily, [Specialty, string[]][]>();
for (const [family, specialty, cues] of SPECIALTY_CUES)
  SPECIALTIES_OF.set(family, [...(SPECIALTIES_OF.get(family) ?? []), [specialty, cues]]);

/**
 * The specialty a title names inside its family, or undefined.
 *
 * @example specialtyOf('Machine Learning Software Engineer', 'tech') // 'data science and machine learning'
 */
function specialtyOf(title: string, family: RoleFamily): Specialty | undefined {
  return longestCue(title, SPECIALTIES_OF.get(family) ?? [], GENERIC_SPECIALTY)?.value;
}

/**
 * The level a title states, if any. "Staff" is a level only in tech ("Staff Engineer"); a "Staff
 * Nurse" or "Staff Accountant" is a grade of the job itself.
 */
function levelOf(title: string, family: RoleFamily | undefined): Seniority | undefined {
  return seniorityIn(family === 'tech' ? title : title.replace(/\bstaff\b/gi, ' '));
}

/**
 * How the level the posting's title states compares with the CV's recent titles (a title without a
 * level is mid-level): careers climb one level at a time (130).
 */
function levelFit(
  postingTitle: string,
  family: RoleFamily | undefined,
  cvTitles: readonly string[],
): { factor: number; detail?: EngineText } {
  const asked = levelOf(postingTitle, family);
  if (!asked) return { factor: 1 };
  let held: Seniority = 'mid';
  let heldTitle: string | undefined;
  for (const title of cvTitles.slice(0, 2)) {
    const level = levelOf(title, familyOf(title)?.family) ?? 'mid';
    if (heldTitle === undefined || LEVEL_RANK[level] > LEVEL_RANK[held]) {
      held = level;
      heldTitle = title;
    }
  }
  if (heldTitle === undefined) return { factor: 1 };
  const steps = LEVEL_RANK[asked] - LEVEL_RANK[held];
  const values = { asked, steps: Math.abs(steps), title: heldTitle, held };
  if (steps >= 2)
    return {
      factor: steps >= 3 ? LEVEL_FIT.threeUp : LEVEL_FIT.twoUp,
      detail: { key: 'breakdown.occupation.level_above', values },
    };
  if (steps <= -2)
    return {
      factor: LEVEL_FIT.twoDown,
      detail: { key: 'breakdown.occupation.level_below', values },
    };
  return { factor: 1 };
}

/** How one CV title fits one posting title by kind of work: family, then specialty. */
function kindFit(
  postingTitle: string,
  title: string,
): { fit: number; why: EngineText; family?: RoleFamily } {
  // A family named by a generic word alone ("Python Engineer" is not "engineering") is not sure
  // enough to call two titles different occupations.
  const ofPosting = familyOf(postingTitle);
  const postingFamily = ofPosting?.family;
  const of = familyOf(title);
  const family = of?.family;
  const like = titleSimilarity(postingTitle, title);
  if (postingFamily && family === postingFamily) {
    const postingSpecialty = specialtyOf(postingTitle, postingFamily);
    const specialty = specialtyOf(title, family);
    if (postingSpecialty && specialty && specialty !== postingSpecialty)
      return {
        fit: OCCUPATION_FIT.otherSpecialty,
        why: {
          key: 'breakdown.occupation.other_specialty',
          values: { title, specialty, family, posting: postingTitle, postingSpecialty },
        },
        family,
      };
    const same = postingSpecialty && specialty ? specialty : family;
    return {
      fit: Math.max(
        like,
        postingSpecialty && specialty ? OCCUPATION_FIT.sameSpecialty : OCCUPATION_FIT.sameFamily,
      ),
      why: { key: 'breakdown.occupation.same', values: { title, same, posting: postingTitle } },
      family,
    };
  }
  if (postingFamily && family && !of?.generic && !ofPosting?.generic)
    return {
      fit: Math.min(like, OCCUPATION_FIT.otherFamily),
      why: {
        key: 'breakdown.occupation.other_family',
        values: { title, family, posting: postingTitle, postingFamily },
      },
      family,
    };
  const fit = Math.min(like, OCCUPATION_FIT.unknownFamily);
  return {
    fit,
    why: {
      key: 'breakdown.occupation.like',
      values: { title, percent: Math.round(fit * 100), posting: postingTitle },
    },
    ...(family ? { family } : {}),
  };
}

/** How the CV's titles fit the posting's occupation. */
export interface OccupationFit {
  fraction: number;
  detail: string;
  /** `detail`'s sentences as keys and values (docs/decisions/192). */
  detailTexts: EngineText[];
  /** The CV title the figure rests on. */
  cvTitle?: string;
  postingFamily?: RoleFamily;
  cvFamily?: RoleFamily;
  /** The share kept for the level the posting asks (1: within one level of the CV's). */
  level: number;
}

/**
 * The best fit of the CV's recent titles (most recent first) to the posting's title: the title's own
 * likeness, raised to OCCUPATION_FIT.sameSpecialty for a title of the same specialty (or
 * sameFamily when a specialty is not known), held to otherSpecialty or otherFamily for a title of
 * another kind; then scaled by how many levels the posting's title stands above the CV's.
 *
 * @example occupationFit('Software Engineer', ['Backend Developer']).fraction // 0.9
 */
export function occupationFit(postingTitle: string, cvTitles: readonly string[]): OccupationFit {
  const postingFamily = familyOf(postingTitle)?.family;
  const none: EngineText = { key: 'breakdown.occupation.none', values: { posting: postingTitle } };
  let best: OccupationFit = {
    fraction: 0,
    detail: englishText(none),
    detailTexts: [none],
    level: 1,
  };
  if (postingFamily) best.postingFamily = postingFamily;
  const recent = cvTitles.slice(0, OCCUPATION_FIT.recentTitles);
  // "Python Developer/Platform Engineer" names two roles: the CV fits if it fits either.
  const parts = postingTitle.split(/\s*\/\s*/).filter((p) => p.length > 1);
  const asked = parts.length > 1 ? [postingTitle, ...parts] : [postingTitle];
  recent.forEach((title, i) => {
    const age = i <= 1 ? 1 : OCCUPATION_FIT.olderTitleFactor;
    for (const part of asked) {
      const kind = kindFit(part, title);
      const fit = kind.fit * age;
      if (fit > best.fraction || (best.cvTitle === undefined && i === 0)) {
        best = {
          fraction: fit,
          detail: englishText(kind.why),
          detailTexts: [kind.why],
          cvTitle: title,
          level: 1,
        };
        if (postingFamily) best.postingFamily = postingFamily;
        if (kind.family) best.cvFamily = kind.family;
      }
    }
  });
  const level = levelFit(postingTitle, postingFamily, recent);
  if (level.detail && best.cvTitle !== undefined) {
    best.fraction *= level.factor;
    best.level = level.factor;
    best.detailTexts = [...best.detailTexts, level.detail];
    best.detail = best.detailTexts.map(englishText).join(' ');
  }
  return best;
}
