import { EDUCATION_RANK } from '../posting/index.ts';
import type { Posting } from '../posting/index.ts';
import { aboutYears, type CvView } from './_cv-view.ts';
import { occupationFit } from './_occupation.ts';
import { englishText } from './_texts.ts';
import {
  COMPONENT_LABELS,
  COMPONENT_WEIGHTS,
  CONTENT_FULL_COSINE,
  EDU_NOT_FOUND,
  EDU_ONE_BELOW,
  EDU_PREFERRED_NOT_FOUND,
  OCCUPATION_GATE,
  OVERQUALIFIED_FACTOR,
  OVERQUALIFIED_YEARS,
  REQUIREMENT_GATE,
  SCAN_SCORE_BANDS,
  SCREEN_GATE,
  SENIORITY_YEARS,
  SHOWN_SKILLS_GATE,
  SKILLS_FULL_COVERAGE,
  YEARS_UNKNOWN,
} from './_weights.ts';
import type {
  Check,
  EngineText,
  Keyword,
  ScanScoreBand,
  ScoreBreakdown,
  ScoreComponent,
} from './types.ts';

/**
 * A component's share earned, and its detail's sentences as keys and values (docs/decisions/192);
 * `asked: false` drops it out of the score (docs/decisions/130).
 */
type Part = { fraction: number; detail: EngineText[]; asked?: boolean };

/**
 * The band a score falls in (docs/decisions/130): poor < 30, weak 30–49, fair 50–64, good 65–79,
 * great ≥ 80.
 *
 * @example scanBandOf(72) // 'good'
 */
export function scanBandOf(score: number): ScanScoreBand {
  for (const [band, min] of SCAN_SCORE_BANDS) if (score >= min) return band;
  return 'poor';
}

/** Share of the weighted keywords the CV covers; undefined when there are none. */
function coverage(keywords: Keyword[]): number | undefined {
  let total = 0;
  let earned = 0;
  for (const k of keywords) {
    total += k.weight;
    earned += k.weight * k.credit;
  }
  return total === 0 ? undefined : earned / total;
}

/**
 * The skills' fraction from their coverage: in full from SKILLS_FULL_COVERAGE, in proportion below
 * (docs/decisions/130).
 *
 * @example skillsFraction(0.6) // 0.8
 */
function skillsFraction(share: number): number {
  return Math.min(1, share / SKILLS_FULL_COVERAGE);
}

function skillsPart(keywords: Keyword[], kind: 'hard' | 'soft', withTexts = true): Part {
  const share = coverage(keywords);
  if (share === undefined)
    return {
      fraction: 0,
      asked: false,
      detail: [{ key: 'breakdown.skills.not_asked', values: { kind } }],
    };
  // The advice's rescoring reads only the fraction (docs/decisions/214).
  if (!withTexts) return { fraction: skillsFraction(share), detail: [] };
  const count = (status: Keyword['status'], required?: boolean) =>
    keywords.filter(
      (k) => k.status === status && (required === undefined || k.required === required),
    ).length;
  const required = keywords.filter((k) => k.required).length;
  const related = keywords.filter(
    (k) => k.status === 'partial' && k.partialVia === 'related',
  ).length;
  const partial = count('partial') - related;
  const counts: EngineText[] = [
    required > 0
      ? {
          key: 'breakdown.skills.required',
          values: { kind, matched: count('matched', true), total: required },
        }
      : {
          key: 'breakdown.skills.all',
          values: { kind, matched: count('matched'), total: keywords.length },
        },
  ];
  if (required > 0 && keywords.length > required)
    counts.push({
      key: 'breakdown.skills.others',
      values: { matched: count('matched', false), total: keywords.length - required },
    });
  if (partial > 0) counts.push({ key: 'breakdown.skills.reworded', values: { count: partial } });
  if (related > 0) counts.push({ key: 'breakdown.skills.related', values: { count: related } });
  const covered = Math.round(share * 100);
  const full = Math.round(SKILLS_FULL_COVERAGE * 100);
  return {
    fraction: skillsFraction(share),
    detail: [{ key: 'breakdown.skills.coverage', values: { counts, covered, full } }],
  };
}

function occupationPart(posting: Posting, view: CvView): Part {
  if (!posting.title)
    return {
      fraction: 0,
      asked: false,
      detail: [{ key: 'breakdown.occupation.no_posting_title' }],
    };
  if (view.titles.length === 0)
    return {
      fraction: 0,
      detail: [{ key: 'breakdown.occupation.no_cv_titles', values: { posting: posting.title } }],
    };
  const fit = occupationFit(posting.title, view.titles);
  return { fraction: fit.fraction, detail: fit.detailTexts };
}

// Where a CV shows a skill at work rather than claims it (its skills list, headline, summary).
const SHOWN_IN: ReadonlySet<Keyword['cvSections'][number]> = new Set(['experience', 'projects']);

// Whether a CV has lines read as jobs or projects, once per CV view: the advice asks per keyword.
const workLines = new WeakMap<CvView, boolean>();

function hasWorkLines(view: CvView): boolean {
  let has = workLines.get(view);
  if (has === undefined) {
    has = view.lines.some((l) => !l.isHeading && SHOWN_IN.has(l.section));
    workLines.set(view, has);
  }
  return has;
}

/**
 * How much of the skills counts for the evidence the CV's jobs and projects give of the posting's
 * asks (docs/decisions/209): the weighted credit of the keywords met there, in full from
 * SHOWN_SKILLS_GATE.full. All of it when the posting names no skill, or when no line of the CV was
 * read as a job or project (its headings not recognised): nothing then tells a claim from work.
 *
 * @example shownShare([{ weight: 1.5, credit: 1, status: 'matched', cvSections: ['experience'] }], view) // 0.4375
 */
function shownShare(hard: Keyword[], view: CvView): number {
  if (hard.length === 0 || !hasWorkLines(view)) return 1;
  const shown = hard.reduce(
    (sum, k) =>
      k.status !== 'missing' && k.cvSections.some((s) => SHOWN_IN.has(s))
        ? sum + k.weight * k.credit
        : sum,
    0,
  );
  const { floor, full } = SHOWN_SKILLS_GATE;
  return floor + (1 - floor) * Math.min(1, shown / full);
}

/**
 * The skills' fraction (required ones weigh most), which with the share the CV's work shows sets
 * how much of the other components counts; the wording similarity when the posting names no
 * skill. Required skills alone were a noisier signal: postings mark them unevenly
 * (docs/decisions/130).
 */
function requirementShare(hard: Keyword[], content: number): number {
  const share = coverage(hard);
  return share === undefined ? content : skillsFraction(share);
}

/**
 * How much of every other component counts for the occupation fit (130); all of it when the
 * posting has no title or the CV no titles to compare.
 */
function occupationShare(part: Part, view: CvView): number {
  if (part.asked === false || view.titles.length === 0) return 1;
  const fit = Math.min(1, Math.max(0, part.fraction) / OCCUPATION_GATE.full);
  return OCCUPATION_GATE.floor + (1 - OCCUPATION_GATE.floor) * fit;
}

/**
 * What each gate lets count of a component (docs/decisions/130), and whether the skills met or
 * their evidence at work (docs/decisions/209) hold it back.
 */
type Gates = {
  skills: number;
  occupation: number;
  screens: number;
  heldBy: { skills: boolean; shown: boolean };
};

/** Says what part of a component is held back by the gates, and why. */
function heldBack(g: Gates): EngineText | undefined {
  const held = Math.round((1 - g.skills * g.occupation * g.screens) * 100);
  if (held < 5) return undefined;
  const reasons = (
    [
      [g.heldBy.skills, 'skills'],
      [g.heldBy.shown, 'shown'],
      [g.occupation < 0.995, 'occupation'],
      [g.screens < 1, 'screens'],
    ] as const
  ).flatMap(([on, reason]) => (on ? [reason] : []));
  return { key: 'breakdown.held_back', values: { percent: held, reasons } };
}

function experiencePart(posting: Posting, view: CvView): Part {
  // Years asked, or else the years a seniority level usually means ("Senior" ≈ 5).
  const asked =
    posting.yearsRequired ?? (posting.seniority ? SENIORITY_YEARS[posting.seniority] : undefined);
  if (view.isEmpty) return { fraction: 0, detail: [{ key: 'breakdown.experience.none' }] };
  if (asked === undefined || asked === 0)
    return { fraction: 0, asked: false, detail: [{ key: 'breakdown.experience.not_asked' }] };
  // The years asked, or else the level's usual years (a seniority is set whenever no years are).
  const seniority = posting.yearsRequired === undefined ? posting.seniority : undefined;
  if (view.years === undefined)
    return {
      fraction: YEARS_UNKNOWN,
      detail: [
        seniority
          ? { key: 'breakdown.experience.no_dates_seniority', values: { asked, seniority } }
          : { key: 'breakdown.experience.no_dates', values: { asked } },
      ],
    };
  let fraction = Math.min(1, view.years / asked);
  const years = aboutYears(view.years);
  let detail: EngineText = seniority
    ? { key: 'breakdown.experience.years_seniority', values: { years, asked, seniority } }
    : { key: 'breakdown.experience.years', values: { years, asked } };
  // A junior role for someone with many years is a poorer fit too.
  if (
    (posting.seniority === 'junior' || posting.seniority === 'intern') &&
    view.years >= OVERQUALIFIED_YEARS
  ) {
    fraction *= OVERQUALIFIED_FACTOR;
    detail = {
      key: 'breakdown.experience.overqualified',
      values: { years, seniority: posting.seniority },
    };
  }
  return { fraction, detail: [detail] };
}

function educationPart(posting: Posting, view: CvView): Part {
  const asked = posting.education;
  if (!asked)
    return { fraction: 0, asked: false, detail: [{ key: 'breakdown.education.not_asked' }] };
  if (!view.education)
    return {
      fraction: asked.required ? EDU_NOT_FOUND : EDU_PREFERRED_NOT_FOUND,
      detail: [{ key: 'breakdown.education.none', values: { asked: asked.level } }],
    };
  const gap = EDUCATION_RANK[asked.level] - EDUCATION_RANK[view.education];
  const fraction = gap <= 0 ? 1 : gap === 1 ? EDU_ONE_BELOW : EDU_NOT_FOUND;
  return {
    fraction,
    detail: [
      {
        key: asked.required
          ? 'breakdown.education.compare_required'
          : 'breakdown.education.compare',
        values: { has: view.education, asked: asked.level },
      },
    ],
  };
}

function searchabilityPart(checks: Check[]): Part {
  const value = checks.reduce(
    (sum, c) => sum + (c.status === 'pass' ? 1 : c.status === 'warn' ? 0.5 : 0),
    0,
  );
  const passed = checks.filter((c) => c.status === 'pass').length;
  return {
    fraction: checks.length === 0 ? 0 : value / checks.length,
    detail: [{ key: 'breakdown.searchability', values: { passed, checks: checks.length } }],
  };
}

/** Whole points per component, by largest remainder, so they add up to the rounded total. */
function apportion(raw: number[]): number[] {
  const total = Math.round(raw.reduce((a, b) => a + b, 0));
  const floors = raw.map(Math.floor);
  let left = total - floors.reduce((a, b) => a + b, 0);
  const order = raw
    .map((r, i) => [r - Math.floor(r), i] as const)
    .sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left <= 0) break;
    floors[i] = (floors[i] ?? 0) + 1;
    left--;
  }
  return floors;
}

/** A scan's breakdown and its score before rounding, for a set of keywords. */
export interface Scored {
  breakdown: ScoreBreakdown;
  /** The sum of the components' points before they are rounded to whole points. */
  raw: number;
}

/** Scores any keywords of one posting and CV: with the breakdown, or only the raw score. */
export interface Scorer {
  scored(keywords: Keyword[]): Scored;
  /**
   * The score before rounding, without the breakdown's texts: what the advice compares. `as`: the
   * occupation's or the searchability's fraction as it would be once an advice is followed.
   */
  raw(keywords: Keyword[], as?: Partial<Record<'occupation' | 'searchability', number>>): number;
  /** The occupation's fraction with TITLE as the CV's headline, in place of the one it has. */
  occupationWith(title: string): number;
}

/**
 * The score's components from keywords, occupation, years, education, wording and checks
 * (docs/decisions/130): components the posting does not ask for drop out and the others are
 * rescaled to 100; points outside the skills count in proportion to the required skills met, all
 * points in proportion to the evidence of them in the CV's jobs and projects (docs/decisions/209)
 * and to the occupation fit, and a part of them only when no hard screen the posting sets
 * (`failedScreens`: a required degree, a place, …) is plainly failed.
 *
 * For any keywords of the same posting and CV: the components the keywords do not touch
 * (occupation, wording, years, education, searchability) are read once, and the advice scores
 * each keyword as it would be once followed (docs/decisions/214).
 */
export function scorer(
  posting: Posting,
  view: CvView,
  contentCosine: number,
  checks: Check[],
  failedScreens = 0,
): Scorer {
  const fixed = fixedParts(posting, view, contentCosine, checks);
  return {
    scored: (keywords) => combine(view, keywords, fixed, failedScreens, true),
    raw: (keywords, as = {}) => {
      const changed = { ...fixed };
      if (as.occupation !== undefined)
        changed.occupation = { ...fixed.occupation, fraction: as.occupation };
      if (as.searchability !== undefined)
        changed.searchability = { ...fixed.searchability, fraction: as.searchability };
      return combine(view, keywords, changed, failedScreens, false).raw;
    },
    occupationWith: (title) => {
      const others = view.headlined ? view.titles.slice(1) : view.titles;
      return occupationPart(posting, { ...view, titles: [title, ...others] }).fraction;
    },
  };
}

type FixedParts = Omit<Record<ScoreComponent['id'], Part>, 'hardSkills' | 'softSkills'>;

/** The components the keywords do not touch. */
function fixedParts(
  posting: Posting,
  view: CvView,
  contentCosine: number,
  checks: Check[],
): FixedParts {
  return {
    occupation: occupationPart(posting, view),
    content: {
      fraction: Math.min(1, contentCosine / CONTENT_FULL_COSINE),
      detail: [{ key: 'breakdown.content', values: { percent: Math.round(contentCosine * 100) } }],
    },
    experience: experiencePart(posting, view),
    education: educationPart(posting, view),
    searchability: searchabilityPart(checks),
  };
}

/** The components' points for KEYWORDS; their texts only `withTexts`. */
function combine(
  view: CvView,
  keywords: Keyword[],
  fixed: FixedParts,
  failedScreens: number,
  withTexts: boolean,
): Scored {
  const content = fixed.content.fraction;
  const hard = keywords.filter((k) => k.category !== 'soft');
  const soft = keywords.filter((k) => k.category === 'soft');
  const parts: Record<ScoreComponent['id'], Part> = {
    hardSkills: skillsPart(hard, 'hard', withTexts),
    softSkills: skillsPart(soft, 'soft', withTexts),
    ...fixed,
  };
  if (view.isEmpty)
    for (const id of Object.keys(parts) as ScoreComponent['id'][])
      parts[id] = { fraction: 0, detail: [{ key: 'breakdown.empty_cv' }], asked: parts[id].asked };
  const askedWeight = COMPONENT_LABELS.reduce(
    (sum, [id]) => sum + (parts[id].asked === false ? 0 : COMPONENT_WEIGHTS[id]),
    0,
  );
  const scale = askedWeight === 0 ? 0 : 100 / askedWeight;
  const atWork = shownShare(hard, view);
  const met = requirementShare(hard, content);
  const gate = REQUIREMENT_GATE.floor + (1 - REQUIREMENT_GATE.floor) * met * atWork;
  const occupation = occupationShare(parts.occupation, view);
  const screens = failedScreens > 0 ? SCREEN_GATE : 1;
  // The evidence at work holds back the skills whenever short, the others only where skills are met.
  const shortAtWork = atWork < 0.995;
  const gates = (id: ScoreComponent['id']): Gates =>
    id === 'hardSkills'
      ? { skills: atWork, occupation, screens, heldBy: { skills: false, shown: shortAtWork } }
      : {
          skills: gate,
          occupation: id === 'occupation' ? 1 : occupation,
          screens,
          heldBy: { skills: met < 0.995, shown: shortAtWork && met > 0.005 },
        };
  const weights = COMPONENT_LABELS.map(([id]) =>
    parts[id].asked === false ? 0 : COMPONENT_WEIGHTS[id] * scale,
  );
  const raw = COMPONENT_LABELS.map(([id], i) => {
    const f = Math.max(0, Math.min(1, parts[id].fraction));
    const g = gates(id);
    return (weights[i] ?? 0) * f * g.skills * g.occupation * g.screens;
  });
  const total = raw.reduce((sum, r) => sum + r, 0);
  if (!withTexts) return { breakdown: [], raw: total };
  // Whole points shown as each component's most, adding up to 100 like the base table.
  const shown = apportion(weights);
  const points = apportion(raw);
  const breakdown = COMPONENT_LABELS.map(([id, label], i) => {
    const part = parts[id];
    const held = part.asked !== false && part.fraction > 0 ? heldBack(gates(id)) : undefined;
    const sentences = held ? [...part.detail, held] : part.detail;
    const detailText: EngineText =
      sentences.length === 1 && sentences[0]
        ? sentences[0]
        : { key: 'breakdown.sentences', values: { sentences } };
    const c: ScoreComponent = {
      id,
      label,
      weight: shown[i] ?? 0,
      fraction: Math.round(Math.max(0, Math.min(1, part.fraction)) * 1000) / 1000,
      points: points[i] ?? 0,
      detail: englishText(detailText),
      detailText,
    };
    if (part.asked === false) c.asked = false;
    return c;
  });
  return { breakdown, raw: total };
}
