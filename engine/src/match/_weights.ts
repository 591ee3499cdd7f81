// Every weight and threshold of the match score, in one table: docs/decisions/021-match-score-weights.md,
// recalibrated by docs/decisions/130-score-calibration.md.
import type { Seniority } from '../posting/index.ts';
import type { ScoreComponent } from './types.ts';

/**
 * Points each component can give when the posting asks for everything; they add up to 100. A
 * component the posting does not ask for drops out and the others are rescaled to 100 (130).
 */
export const COMPONENT_WEIGHTS: Record<ScoreComponent['id'], number> = {
  hardSkills: 46,
  softSkills: 3,
  occupation: 18,
  content: 10,
  experience: 10,
  education: 8,
  searchability: 5,
};

/** Display order and labels of the components. */
export const COMPONENT_LABELS: [ScoreComponent['id'], string][] = [
  ['hardSkills', 'Skills and requirements'],
  ['softSkills', 'Soft skills'],
  ['occupation', 'Occupation and title'],
  ['content', 'Requirement wording'],
  ['experience', 'Years of experience'],
  ['education', 'Education'],
  ['searchability', 'Searchability'],
];

/**
 * Scan score bands shown with the number (130): the lowest score of each band. Not the outcome
 * insights' score bands of decision 085, which group tracked jobs for the dashboard.
 *
 * @example scanBandOf(72) // 'good'
 */
export const SCAN_SCORE_BANDS = [
  ['great', 80],
  ['good', 65],
  ['fair', 50],
  ['weak', 30],
  ['poor', 0],
] as const;

/**
 * Points of the components other than skills count in proportion to the skills met (required ones
 * weigh most, TAG_WEIGHT): a share REQUIREMENT_GATE.floor of them is free, the rest follows that
 * coverage (130). With no skill met a CV keeps at most floor × (100 − skills) points.
 */
export const REQUIREMENT_GATE = { floor: 0.25 } as const;

/**
 * Occupation fit (130): same specialty at least, same family (a specialty unknown) at least,
 * another specialty of the family, another family, a family unknown at most.
 */
export const OCCUPATION_FIT = {
  sameSpecialty: 0.9,
  sameFamily: 0.7,
  otherSpecialty: 0.4,
  otherFamily: 0.1,
  unknownFamily: 0.6,
  olderTitleFactor: 0.85,
  recentTitles: 4,
} as const;

/**
 * Every other component counts as far as the occupation fits (130): a share `floor` always, the
 * rest in proportion to the occupation fit, in full from `full` (the same specialty).
 */
export const OCCUPATION_GATE = { floor: 0.3, full: 0.9 } as const;

/**
 * A hard screen the CV plainly fails (a knockout `not_met`: a required degree above the CV's, an
 * on-site post elsewhere …) lets this share of every component count (130). Minimum years are
 * left to the years component, which weighs them in proportion.
 */
export const SCREEN_GATE = 0.6;

/**
 * Levels of a career ladder for the level a title states (130); a title without one is `mid`.
 * Managers stand with leads: a step off the individual ladder.
 */
export const LEVEL_RANK: Record<Seniority, number> = {
  intern: 0,
  junior: 1,
  mid: 2,
  senior: 3,
  lead: 4,
  manager: 4,
  principal: 5,
  director: 6,
  executive: 7,
};
/** Occupation fit kept for a post two, three or more levels above the CV's title, or two below. */
export const LEVEL_FIT = { twoUp: 0.5, threeUp: 0.25, twoDown: 0.7 } as const;

/**
 * The weighted keyword coverage that earns the skills in full (130): keyword lists read from a
 * posting hold nice-to-haves and passing mentions, and ATS guidance takes about three quarters of
 * them as the mark of a strong CV. Below it the skills earn coverage / SKILLS_FULL_COVERAGE.
 */
export const SKILLS_FULL_COVERAGE = 0.75;

/**
 * The skills count in full only when the CV's jobs and projects show enough of what the posting
 * asks (docs/decisions/209): a high share of a short list of generic asks ("software development",
 * "databases") met in a skills list is thin evidence. `full` is the weighted credit of matched
 * keywords shown in experience or project lines that earns the skills in full (about four required
 * tools, TOOL_FACTOR 1.5 each, or six required skills); below it the skills count
 * `floor + (1 − floor) × shown / full`, and the gate of the other components reads the same figure.
 *
 * @example // 3 of weight shown: 0.25 + 0.75 × 3 / 6 = 0.625 of the skills count
 */
export const SHOWN_SKILLS_GATE = { floor: 0.25, full: 6 } as const;

/**
 * Importance of a keyword by how the posting asks for it (130): a nice-to-have the posting lists
 * counts half, a passing mention (info) about a third.
 */
export const TAG_WEIGHT = { required: 1, info: 0.35, preferred: 0.5 } as const;
/** Each further mention adds this much importance, on a log scale: 1 + MENTION_BOOST · ln(count). */
export const MENTION_BOOST = 0.5;
/** Phrases found outside the taxonomy, and industry (domain) words, count this much of a skill. */
export const UNTAXONOMISED_FACTOR = 0.5;
export const DOMAIN_FACTOR = 0.5;
/**
 * Specificity (130): a named product or tool (Django, Kubernetes, Epic) is a sharper ask than a
 * field or concept most CVs of the trade claim (web development, APIs, patient care), so it counts
 * this much more.
 */
export const TOOL_FACTOR = 1.5;
/** A skill named in the job title ("Senior Java Developer") counts this much more. */
export const TITLE_SKILL_FACTOR = 1.5;
/**
 * The field a job title names ("accounting" of "Assistant Accountant") is listed for its wording
 * but scored once, by the occupation component that compares titles (docs/decisions/175).
 */
export const TITLE_FIELD_FACTOR = 0;

/** Credit for a keyword the CV names, by where it appears (experience beats a bare skills list). */
export const SECTION_CREDIT: Record<string, number> = {
  experience: 1,
  projects: 1,
  summary: 0.95,
  header: 0.9,
  certifications: 1,
  education: 0.9,
  other: 0.9,
  skills: 0.85,
};
/**
 * A core skill of the job (named in its title, or required and named twice or more) that the CV
 * only claims, in its skills list, headline or summary, with no job, project or course to show
 * it, earns at most this much (decision 197): a recruiter hiring for C++ reads "C++" in a list of
 * twenty languages as a claim, not as experience.
 */
export const CORE_CLAIM_CREDIT = 0.5;
export const CORE_SKILL_MENTIONS = 2;
/** Credit for a partial match: the same skill in other words ("k8s" for "Kubernetes", a plural) … */
export const PARTIAL_WORDING_CREDIT = 0.8;
/** … a skill the CV's skill implies (React → JavaScript) … */
export const PARTIAL_IMPLIED_CREDIT = 0.7;
/** … a sibling under the same parent, or the CV's skill's parent (MySQL for PostgreSQL) … */
export const PARTIAL_RELATED_CREDIT = 0.4;
/** … or the words of a phrase found apart in the CV. */
export const PARTIAL_WORDS_CREDIT = 0.4;

/** Requirement wording: a cosine at or above this counts as full points (130). */
export const CONTENT_FULL_COSINE = 0.35;
/** Education one level below the one asked earns this much; none found, EDU_NOT_FOUND (a degree
 * only preferred: EDU_PREFERRED_NOT_FOUND). */
export const EDU_ONE_BELOW = 0.5;
export const EDU_NOT_FOUND = 0.25;
export const EDU_PREFERRED_NOT_FOUND = 0.5;
/** Years a seniority level stands for when the posting names no number (for the years component). */
export const SENIORITY_YEARS: Record<string, number> = {
  intern: 0,
  junior: 0,
  mid: 2,
  senior: 5,
  lead: 7,
  principal: 9,
  manager: 5,
  director: 10,
  executive: 12,
};
/** A junior or intern role for a CV with this many years or more keeps OVERQUALIFIED_FACTOR of the component. */
export const OVERQUALIFIED_YEARS = 8;
export const OVERQUALIFIED_FACTOR = 0.6;
/** Years: with no years found in the CV, this share of the component. */
export const YEARS_UNKNOWN = 0.4;
/** A parent with more children than this ("Programming languages") does not make siblings related. */
export const MAX_SIBLINGS = 12;
/** Using the posting's title is advised when the title component is below TITLE_ADVICE_BELOW; its
 * points are the scan scored again with the title as the headline (docs/decisions/214). */
export const TITLE_ADVICE_BELOW = 0.5;
/** Recommendations: at most this many. */
export const MAX_RECOMMENDATIONS = 12;

// The recruiter's Boolean search (docs/decisions/080-knockouts-and-recruiter-search.md): a title
// term plus the 3 heaviest must-have skills, each typed in at most 2 forms (its name and an alias).
export const MAX_SKILL_TERMS = 3;
export const MAX_FORMS = 2;
