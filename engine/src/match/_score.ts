import { EDUCATION_RANK } from '../posting/index.ts';
import type { Posting } from '../posting/index.ts';
import { aboutYears, type CvView } from './_cv-view.ts';
import { titleSimilarity } from './_similarity.ts';
import {
  COMPONENT_LABELS,
  COMPONENT_WEIGHTS,
  CONTENT_FULL_COSINE,
  EDU_NOT_FOUND,
  EDU_ONE_BELOW,
  EDU_PREFERRED_NOT_FOUND,
  OLDER_TITLE_FACTOR,
  OVERQUALIFIED_FACTOR,
  OVERQUALIFIED_YEARS,
  SENIORITY_YEARS,
  YEARS_UNKNOWN,
} from './_weights.ts';
import type { Check, Keyword, ScoreBreakdown, ScoreComponent } from './types.ts';

type Part = { fraction: number; detail: string };

/** Share of the weighted keywords the CV covers; undefined when there are none. */
export function coverage(keywords: Keyword[]): number | undefined {
  let total = 0;
  let earned = 0;
  for (const k of keywords) {
    total += k.weight;
    earned += k.weight * k.credit;
  }
  return total === 0 ? undefined : earned / total;
}

function skillsPart(keywords: Keyword[], kind: string, fallback: number): Part {
  const share = coverage(keywords);
  if (share === undefined)
    return {
      fraction: fallback,
      detail: `The posting names no ${kind}; scored on overall similarity.`,
    };
  const matched = keywords.filter((k) => k.status === 'matched').length;
  const partial = keywords.filter((k) => k.status === 'partial').length;
  return {
    fraction: share,
    detail: `${matched} of ${keywords.length} ${kind} matched${partial > 0 ? `, ${partial} partly` : ''}; required ones weigh more.`,
  };
}

function titlePart(posting: Posting, view: CvView, fallback: number): Part {
  if (!posting.title)
    return {
      fraction: fallback,
      detail: 'No job title found in the posting; scored on overall similarity.',
    };
  let best = 0;
  let bestTitle = '';
  view.titles.forEach((t, i) => {
    const sim = titleSimilarity(posting.title ?? '', t) * (i <= 1 ? 1 : OLDER_TITLE_FACTOR);
    if (sim > best) [best, bestTitle] = [sim, t];
  });
  return best === 0
    ? { fraction: 0, detail: `None of your titles resembles "${posting.title}".` }
    : {
        fraction: best,
        detail: `"${bestTitle}" is ${Math.round(best * 100)}% like "${posting.title}".`,
      };
}

function experiencePart(posting: Posting, view: CvView): Part {
  // Years asked, or else the years a seniority level usually means ("Senior" ≈ 5).
  const asked =
    posting.yearsRequired ?? (posting.seniority ? SENIORITY_YEARS[posting.seniority] : undefined);
  const what =
    posting.yearsRequired !== undefined
      ? `the posting asks for ${asked}+`
      : `a ${posting.seniority} role usually means ${asked}+`;
  if (view.isEmpty) return { fraction: 0, detail: 'No experience found.' };
  if (asked === undefined || asked === 0)
    return { fraction: 1, detail: 'The posting asks for no number of years.' };
  if (view.years === undefined)
    return {
      fraction: YEARS_UNKNOWN,
      detail: `${what[0]?.toUpperCase()}${what.slice(1)} years; no dated jobs found in the CV.`,
    };
  let fraction = Math.min(1, view.years / asked);
  let detail = `About ${aboutYears(view.years)} years of work found; ${what}.`;
  // A junior role for someone with many years is a poorer fit too.
  if (
    (posting.seniority === 'junior' || posting.seniority === 'intern') &&
    view.years >= OVERQUALIFIED_YEARS
  ) {
    fraction *= OVERQUALIFIED_FACTOR;
    detail = `About ${aboutYears(view.years)} years of work found, for a ${posting.seniority} role.`;
  }
  return { fraction, detail };
}

function educationPart(posting: Posting, view: CvView): Part {
  const asked = posting.education;
  if (!asked) return { fraction: 1, detail: 'The posting asks for no degree.' };
  if (!view.education)
    return {
      fraction: asked.required ? EDU_NOT_FOUND : EDU_PREFERRED_NOT_FOUND,
      detail: `The posting asks for a ${asked.level} degree; none found in the CV.`,
    };
  const gap = EDUCATION_RANK[asked.level] - EDUCATION_RANK[view.education];
  const fraction = gap <= 0 ? 1 : gap === 1 ? EDU_ONE_BELOW : EDU_NOT_FOUND;
  return {
    fraction,
    detail: `CV: ${view.education}; posting: ${asked.level}${asked.required ? ' (required)' : ''}.`,
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
    detail: `${passed} of ${checks.length} checks pass.`,
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

/** The score's components from keywords, titles, years, education, similarity and checks. */
export function scoreBreakdown(
  posting: Posting,
  view: CvView,
  keywords: Keyword[],
  contentCosine: number,
  checks: Check[],
): ScoreBreakdown {
  const content = Math.min(1, contentCosine / CONTENT_FULL_COSINE);
  const hard = keywords.filter((k) => k.category !== 'soft');
  const soft = keywords.filter((k) => k.category === 'soft');
  const parts: Record<ScoreComponent['id'], Part> = {
    hardSkills: skillsPart(hard, 'hard skills', content),
    softSkills: skillsPart(soft, 'soft skills', skillsPart(hard, '', content).fraction),
    title: titlePart(posting, view, content),
    content: {
      fraction: content,
      detail: `Word overlap between CV and posting: ${Math.round(contentCosine * 100)}% (cosine).`,
    },
    experience: experiencePart(posting, view),
    education: educationPart(posting, view),
    searchability: searchabilityPart(checks),
  };
  if (view.isEmpty)
    for (const id of Object.keys(parts) as ScoreComponent['id'][])
      parts[id] = { fraction: 0, detail: 'The CV is empty.' };
  const raw = COMPONENT_LABELS.map(
    ([id]) => COMPONENT_WEIGHTS[id] * Math.max(0, Math.min(1, parts[id].fraction)),
  );
  const points = apportion(raw);
  return COMPONENT_LABELS.map(([id, label], i) => ({
    id,
    label,
    weight: COMPONENT_WEIGHTS[id],
    fraction: Math.round(Math.max(0, Math.min(1, parts[id].fraction)) * 1000) / 1000,
    points: points[i] ?? 0,
    detail: parts[id].detail,
  }));
}
