import { analyzePosting } from '../posting/index.ts';
import type { Posting } from '../posting/index.ts';
import type { ParsedCv } from '../resume.ts';
import { cvChecks, jobTitleCheck } from './_checks.ts';
import { cvSide } from './cv-side.ts';
import type { CvSide } from './cv-side.ts';
import { withoutDismissed } from './_dismiss.ts';
import { checkKnockouts } from './_knockout-check.ts';
import { matchKeywords } from './_keywords.ts';
import { recommend } from './_recommend.ts';
import { recruiterSearch } from './_recruiter-query.ts';
import { scanBandOf, scorer } from './_score.ts';
import { contentWords, cosine, termVector, titleSimilarity } from './_similarity.ts';
import { ENGINE_VERSION } from './engine-version.ts';
import type { Check, Dismissal, ScanResult } from './types.ts';
import { SENIORITY_YEARS } from './_weights.ts';

const ASKING_BLOCKS = new Set([
  'header',
  'summary',
  'responsibilities',
  'requirements',
  'preferred',
]);

// The words a posting asks with are the posting's alone: read once per analysed posting.
const askedKept = new WeakMap<Posting, string[]>();

/**
 * The content words of the sentences that ask for something: shared words about the employer,
 * perks or how to apply say nothing about fit (docs/decisions/130).
 */
function askedWords(job: Posting, contentText: string): string[] {
  // Dismissed skills are blanked out of the text: those words are read afresh.
  const kept = contentText === job.text ? askedKept.get(job) : undefined;
  if (kept) return kept;
  const asked = job.sentences
    .filter((s) => ASKING_BLOCKS.has(s.block))
    .map((s) => contentText.slice(s.start, s.end))
    .join('\n');
  const words = contentWords(asked);
  if (contentText === job.text) askedKept.set(job, words);
  return words;
}

// The CV-only checks depend on the CV and the years the posting's level expects: kept with the
// CV's side (itself cached by content) per years, and copied out, since a scan adds its own.
const checksBySide = new WeakMap<CvSide, Map<number | undefined, Check[]>>();

function cvChecksOf(cv: ParsedCv, side: CvSide, seniorYears: number | undefined): Check[] {
  let byYears = checksBySide.get(side);
  if (!byYears) checksBySide.set(side, (byYears = new Map()));
  let checks = byYears.get(seniorYears);
  if (!checks) byYears.set(seniorYears, (checks = cvChecks(cv, side.view, seniorYears)));
  return checks.map((c) => ({ ...c }));
}

/**
 * Options for a scan.
 *
 * @example scan(cv, job, { asOf: '2026-11-23' })
 */
export interface ScanOptions {
  /**
   * The scan date (ISO, e.g. `2026-11-23`): a current job runs to it. Without it, to the latest date
   * the CV mentions. Passed in so a scan never reads the clock.
   */
  asOf?: string;
  /** Use parts of speech when reading a posting given as text (default true). */
  nlp?: boolean;
  /**
   * Keywords the user dismissed for this job, matched by skill key (case-insensitive): they count
   * nowhere and come back in `dismissedKeywords` (docs/decisions/112).
   */
  dismissed?: readonly Dismissal[];
}

/**
 * Scans a CV against a job posting: keyword match with evidence, a 0–100 score whose breakdown adds
 * up, ATS checks, ranked recommendations, the posting's knockouts checked against the CV (not
 * scored) and the recruiter's Boolean search run against it. Deterministic: same inputs, same result.
 *
 * @example scan(parseCvText(cvText), postingText).score // e.g. 72
 * @example scan(cv, postingText, { dismissed: ['Marriott'] }).dismissedKeywords // [{ name: 'Marriott', … }]
 */
export function scan(
  cv: ParsedCv,
  posting: string | Posting,
  options: ScanOptions = {},
): ScanResult {
  const analysed =
    typeof posting === 'string' ? analyzePosting(posting, { nlp: options.nlp }) : posting;
  // The user has the last word: dismissed skills leave the posting before anything reads it.
  const { job, dismissed, contentText } = withoutDismissed(analysed, options.dismissed);
  const side = cvSide(cv, options.asOf);
  const view = side.view;
  const keywords = matchKeywords(job, side);
  const boost = new Set(keywords.flatMap((k) => contentWords(k.name)));
  const contentCosine = view.isEmpty
    ? 0
    : cosine(termVector(askedWords(job, contentText), boost), termVector(side.words, boost));
  const checks = cvChecksOf(cv, side, job.seniority ? SENIORITY_YEARS[job.seniority] : view.years);
  if (job.title) {
    const present =
      view.titles.some((t) => titleSimilarity(t, job.title ?? '') >= 0.5) ||
      cv.text.toLowerCase().includes(job.title.toLowerCase());
    checks.push(jobTitleCheck(job.title, present));
  }
  // Knockouts are screens, not keywords: a dismissal does not touch them.
  const knockouts = checkKnockouts(analysed, cv, side);
  const failedScreens = knockouts.filter(
    (k) => k.status === 'not_met' && k.kind !== 'minimum_years',
  ).length;
  const rescore = scorer(job, view, contentCosine, checks, failedScreens);
  const scored = rescore.scored(keywords);
  const { breakdown } = scored;
  const score = breakdown.reduce((sum, c) => sum + c.points, 0);
  const summary: ScanResult['posting'] = {
    workplace: job.workplace,
    source: job.source,
    knockouts: job.knockouts,
    blocks: job.blocks,
  };
  if (job.title) summary.title = job.title;
  if (job.company) summary.company = job.company;
  if (job.location) summary.location = job.location;
  if (job.seniority) summary.seniority = job.seniority;
  if (job.yearsRequired !== undefined) summary.yearsRequired = job.yearsRequired;
  if (job.education) summary.education = job.education;
  return {
    engineVersion: ENGINE_VERSION,
    score,
    band: scanBandOf(score),
    breakdown,
    posting: summary,
    postingText: job.text,
    keywords,
    checks,
    recommendations: recommend(job, keywords, scored, rescore, checks, knockouts),
    knockouts,
    recruiterSearch: recruiterSearch(job, keywords, cv, side),
    dismissedKeywords: dismissed,
    languages: {
      ...(job.language ? { posting: job.language } : {}),
      ...(side.language ? { cv: side.language } : {}),
    },
  };
}
