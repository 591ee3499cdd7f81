import type { Knockout, Posting } from '../posting/index.ts';
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
 * One component of the score. The `points` of all components add up to `ScanResult.score`.
 *
 * @example scan(cv, job).breakdown.find((c) => c.id === 'title')?.points
 */
export interface ScoreComponent {
  id:
    | 'hardSkills'
    | 'softSkills'
    | 'title'
    | 'content'
    | 'experience'
    | 'education'
    | 'searchability';
  label: string;
  /** The most points this component can give. */
  weight: number;
  /** 0 to 1: the share of `weight` earned. */
  fraction: number;
  /** Whole points earned; the components' points sum to the score. */
  points: number;
  /** One sentence explaining the figure. */
  detail: string;
}

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
 * The result of one scan: plain JSON, stored by the server and rendered by the web.
 *
 * @example const result: ScanResult = scan(parsedCv, postingText)
 */
export interface ScanResult {
  engineVersion: string;
  /** 0 to 100; the sum of `breakdown[].points`. */
  score: number;
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
  };
  /** The posting text the job-side evidence offsets refer to (markup stripped). */
  postingText: string;
  keywords: Keyword[];
  checks: Check[];
  recommendations: Recommendation[];
}
