import type { Knockout, Posting, PostingBlock } from '../posting/index.ts';
import type { SkillCategory } from '../skills/index.ts';

/**
 * One place that proves or asks for a keyword. `text` is the whole line or sentence; `start`/`end`
 * are its offsets and `highlight` the keyword's own offsets, in `ScanResult.postingText` for the
 * job side and in the CV's plain text (`ParsedCv.text`) for the CV side.
 *
 * @example const e: EvidenceSpan = { text: 'Ran Kubernetes', start: 0, end: 14, highlight: { start: 4, end: 14 } }
 */
export interface EvidenceSpan {
  text: string;
  start: number;
  end: number;
  highlight: { start: number; end: number };
  /** CV side only: the CV section the line is in. */
  section?: CvSection;
}

/**
 * Where in a CV a line sits. Experience bullets weigh more than a bare skills list.
 *
 * @example scan(cv, job).keywords[0]?.cvSections // ['experience', 'skills']
 */
export type CvSection =
  | 'header'
  | 'summary'
  | 'experience'
  | 'projects'
  | 'skills'
  | 'education'
  | 'certifications'
  | 'other';

/**
 * One skill of the posting and how the CV covers it.
 *
 * @example const k: Keyword = scan(cv, posting).keywords[0]
 */
export interface Keyword {
  name: string;
  category: SkillCategory;
  /** Named in a required sentence of the posting. */
  required: boolean;
  /** Named only in "nice to have" sentences. */
  preferred: boolean;
  jobCount: number;
  cvCount: number;
  /**
   * `matched`: the CV names it as the posting does; `partial`: in other words (alias, plural) or
   * through a related skill (implied, parent, sibling); `missing`: neither.
   */
  status: 'matched' | 'partial' | 'missing';
  /** For `partial`: why ("your CV writes \"k8s\"", "MySQL is related to PostgreSQL"). */
  partialReason?: string;
  /** For `partial`: the same skill in other words, a related skill, or a phrase's words found apart. */
  partialVia?: 'wording' | 'related' | 'words';
  /** CV sections it appears in, best first. */
  cvSections: CvSection[];
  /** Relative importance in the score (required, mentions); see docs/decisions/021. */
  weight: number;
  /** 0 to 1: how much of the weight the CV earns. */
  credit: number;
  evidence: { job: EvidenceSpan[]; cv: EvidenceSpan[] };
}

/**
 * Why the user dismissed a keyword: the posting does not really ask for it (`not_requirement`,
 * e.g. a company name read as a skill), or it does not matter for this job (`not_relevant`).
 *
 * @example scan(cv, job, { dismissed: [{ name: 'Marriott', reason: 'not_requirement' }] })
 */
export type DismissReason = 'not_requirement' | 'not_relevant';

/**
 * A keyword the user dismissed, as `ScanOptions.dismissed` takes it: its name, or its name and why.
 *
 * @example const d: Dismissal[] = ['Marriott', { name: 'Excel', reason: 'not_relevant' }]
 */
export type Dismissal = string | { name: string; reason?: DismissReason };

/**
 * A skill of the posting the user dismissed: counted nowhere (keywords, score, advice, recruiter
 * search), listed so it can be restored (docs/decisions/112).
 *
 * @example scan(cv, job, { dismissed: ['Marriott'] }).dismissedKeywords // [{ name: 'Marriott', category: 'domain', … }]
 */
export interface DismissedKeyword {
  /** The skill's name as the engine lists it. */
  name: string;
  category: SkillCategory;
  required: boolean;
  preferred: boolean;
  /** Why, when the caller said so. */
  reason?: DismissReason;
}

/**
 * One component of the score. The `points` of all components add up to `ScanResult.score`.
 *
 * @example scan(cv, job).breakdown.find((c) => c.id === 'title')?.points
 */
export interface ScoreComponent {
  id:
    | 'hardSkills'
    | 'softSkills'
    | 'occupation'
    | 'content'
    | 'experience'
    | 'education'
    | 'searchability';
  label: string;
  /** The most points this component can give (the base weight rescaled; 0 when not asked). */
  weight: number;
  /** False when the posting does not ask for it: it gives no points and the others are rescaled. */
  asked?: false;
  /** 0 to 1: the share of `weight` earned. */
  fraction: number;
  /** Whole points earned; the components' points sum to the score. */
  points: number;
  /** One sentence explaining the figure. */
  detail: string;
}

/**
 * The band a score falls in, shown with the number (docs/decisions/130): poor < 30, weak 30–49,
 * fair 50–64, good 65–79, great ≥ 80.
 *
 * @example scan(cv, job).band // 'good'
 */
export type ScanScoreBand = 'poor' | 'weak' | 'fair' | 'good' | 'great';

/**
 * The score, component by component, in display order.
 *
 * @example scan(cv, posting).breakdown.reduce((sum, c) => sum + c.points, 0) // === score
 */
export type ScoreBreakdown = ScoreComponent[];

/**
 * An ATS or recruiter check of the CV.
 *
 * @example const c: Check = { id: 'contact', label: 'Contact details', status: 'pass', message: 'Email and phone found.' }
 */
export interface Check {
  id: string;
  label: string;
  status: 'pass' | 'warn' | 'fail';
  message: string;
  /** How to fix it; absent when the check passes. */
  fix?: string;
}

/**
 * One thing to change, with the points it would add.
 *
 * @example const r: Recommendation = { kind: 'add_skill', keyword: 'Kubernetes', gain: 6, message: 'If you have Kubernetes, add it …' }
 */
export interface Recommendation {
  kind: 'add_skill' | 'name_skill' | 'show_in_experience' | 'title' | 'fix_check' | 'knockout';
  /** The keyword concerned, when there is one. */
  keyword?: string;
  /** About how many points the score would gain (0 for advice that does not change the score). */
  gain: number;
  message: string;
}

/**
 * Whether the CV shows a knockout requirement: `met` (the CV shows it), `not_shown` (the CV does
 * not say either way) or `not_met` (the CV shows something that falls short). An `other` screen
 * (shifts, travel, age …) is never `not_met`: a CV seldom says, so the user is asked to confirm.
 *
 * @example scan(cv, job).knockouts[0]?.status // 'met'
 */
export type KnockoutStatus = 'met' | 'not_shown' | 'not_met';

/**
 * A knockout requirement of the posting checked against the CV; kept out of the score.
 *
 * @example const k: KnockoutCheck = { kind: 'minimum_years', detail: '5+ years', sentence, status: 'met', reason: 'About 9 years of work in your CV; 5+ asked.' }
 */
export interface KnockoutCheck extends Knockout {
  status: KnockoutStatus;
  /** Why, in one sentence: what the CV shows or lacks. */
  reason: string;
  /** The CV line that shows it (offsets in `ParsedCv.text`), when there is one. */
  evidence?: EvidenceSpan;
}

/**
 * One term of the recruiter's Boolean query: forms OR'ed, and whether the CV has any of them.
 *
 * @example const t: SearchTerm = scan(cv, job).recruiterSearch.terms[1] // { kind: 'skill', anyOf: ['Go', 'Golang'], found: true, … }
 */
export interface SearchTerm {
  /** `title`: the job title's variants; `skill`: one must-have skill; `any_skill`: skills the posting accepts any one of. */
  kind: 'title' | 'skill' | 'any_skill';
  /** The forms OR'ed, as typed in the query. */
  anyOf: string[];
  /** This term as it appears in the query: `(Go OR Golang)`. */
  query: string;
  /** Whether the CV text contains one of the forms. */
  found: boolean;
  /** The form found in the CV. */
  matched?: string;
  /** Where the CV has it (offsets in `ParsedCv.text`). */
  evidence?: EvidenceSpan;
  /** Why the term is in the query. */
  reason: string;
  /** The posting sentence it comes from (offsets in `ScanResult.postingText`). */
  source?: { text: string; start: number; end: number };
}

/**
 * The Boolean query a recruiter would most likely type into an ATS for this posting, and whether
 * the CV would come back from it (docs/decisions/080).
 *
 * @example scan(cv, job).recruiterSearch.query // '("backend engineer" OR "backend developer") AND (Go OR Golang)'
 */
export interface RecruiterSearch {
  /** Terms AND'ed; empty when the posting gives nothing to search on. */
  query: string;
  /** True when every term is found in the CV (a search with this query returns it). */
  returned: boolean;
  terms: SearchTerm[];
  /** Required skills left out of the query (a recruiter types only a few must-haves). */
  omitted: string[];
}

/**
 * The result of one scan: plain JSON, stored by the server and rendered by the web.
 *
 * @example const result: ScanResult = scan(parsedCv, postingText)
 */
export interface ScanResult {
  engineVersion: string;
  /** 0 to 100; the sum of `breakdown[].points`. */
  score: number;
  /** The score's band (engine 0.7); absent in scans stored before. */
  band?: ScanScoreBand;
  breakdown: ScoreBreakdown;
  posting: Pick<
    Posting,
    | 'title'
    | 'company'
    | 'location'
    | 'workplace'
    | 'seniority'
    | 'yearsRequired'
    | 'education'
    | 'source'
  > & {
    knockouts: Knockout[];
    /** The posting's parts (offsets in `postingText`); absent in scans stored before engine 0.7. */
    blocks?: PostingBlock[];
  };
  /** The posting text the job-side evidence offsets refer to (markup stripped). */
  postingText: string;
  keywords: Keyword[];
  checks: Check[];
  recommendations: Recommendation[];
  /** The posting's knockout requirements checked against the CV, in posting order; not scored. */
  knockouts: KnockoutCheck[];
  /** The recruiter's Boolean search for this posting, run against the CV. */
  recruiterSearch: RecruiterSearch;
  /**
   * The posting's skills the user dismissed (`ScanOptions.dismissed`), left out of everything
   * above; absent in scans stored before engine 0.7.
   */
  dismissedKeywords?: DismissedKeyword[];
  /**
   * The languages of the posting and the CV (ISO 639-1) where the text tells: the rules read
   * English only, so another language is worth a notice (engine 0.9.2; absent before).
   */
  languages?: { posting?: string; cv?: string };
}
