import type { NoValues, TextOf } from '../engine-text.ts';
import type {
  EducationLevel,
  Knockout,
  KnockoutKind,
  Posting,
  PostingBlock,
  Seniority,
} from '../posting/index.ts';
import type { CvTextValues } from '../resume.ts';
import type { SkillCategory } from '../skills/index.ts';
import type { RoleFamily, Specialty } from './_occupation-cues.ts';

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
  /** `partialReason` as a key and values (docs/decisions/190). */
  partialReasonText?: EngineText;
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
  /** `detail` as a key and values (docs/decisions/192). */
  detailText: EngineText;
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
 * The CV checks, in display order; the posting's title comes last, in scans only. Each is also the
 * key of its label's text (`check.<id>`).
 *
 * @example const id: CheckId = 'dates'
 */
export type CheckId =
  | 'contact'
  | 'linkedin'
  | 'headings'
  | 'dates'
  | 'length'
  | 'metrics'
  | 'verbs'
  | 'buzzwords'
  | 'overused'
  | 'file_type'
  | 'layout'
  | 'job_title';

/**
 * An ATS or recruiter check of the CV.
 *
 * @example const c: Check = { id: 'contact', label: 'Contact details', status: 'pass', message: 'Email and phone number found.', messageText: { key: 'check.contact.found' } }
 */
export interface Check {
  id: CheckId;
  label: string;
  status: 'pass' | 'warn' | 'fail';
  message: string;
  /** `message` as a key and values (docs/decisions/190). */
  messageText: EngineText;
  /** How to fix it; absent when the check passes. */
  fix?: string;
  /** `fix` as a key and values. */
  fixText?: EngineText;
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
  /** `message` as a key and values (docs/decisions/190). */
  messageText: EngineText;
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
  /** `reason` as a key and values (docs/decisions/190). */
  reasonText: EngineText;
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
  /** `reason` as a key and values (docs/decisions/190). */
  reasonText: EngineText;
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

/**
 * The labels' texts: each check's (`check.<id>`) and each score component's (`score.<id>`).
 *
 * @example const key: keyof LabelTextValues = 'score.hardSkills'
 */
export type LabelTextValues = { [I in CheckId as `check.${I}`]: NoValues } & {
  [I in ScoreComponent['id'] as `score.${I}`]: NoValues;
};

/** A number of points, as advice says it: `about +3`. */
type Points = { points: number };

/**
 * The parameters of each text a scan writes for a user, by key (docs/decisions/190): checks,
 * advice, knockout reasons, partial-match reasons and the recruiter search's. Names, skills and the
 * posting's or CV's own words are values, shown as they are; a value that is a text is shown in the
 * reader's language too. A new text needs its key here, its English in `_texts.ts` and its
 * translation on the web.
 *
 * @example const v: MatchTextValues['check.dates.some'] = { dated: 1, jobs: 3 }
 */
export interface MatchTextValues extends LabelTextValues, BreakdownTextValues {
  'check.contact.found': NoValues;
  'check.contact.no_phone': NoValues;
  'check.contact.no_email': NoValues;
  'check.contact.none': NoValues;
  'check.contact.fix': NoValues;
  'check.linkedin.found': NoValues;
  'check.linkedin.missing': NoValues;
  'check.linkedin.fix': NoValues;
  'check.headings.found': NoValues;
  /** `headings`: the standard headings missing, as a CV writes them ("Experience"). */
  'check.headings.missing': { headings: string[] };
  'check.headings.fix': { headings: string[] };
  'check.dates.found': { dated: number; jobs: number };
  'check.dates.none': NoValues;
  'check.dates.some': { dated: number; jobs: number };
  'check.dates.fix': NoValues;
  'check.length.fits': { words: number };
  'check.length.short': { words: number; min: number; max: number };
  'check.length.long': { words: number; min: number; max: number };
  'check.length.fix_short': NoValues;
  'check.length.fix_long': NoValues;
  'check.metrics.count': { measured: number; bullets: number };
  'check.metrics.fix': NoValues;
  'check.verbs.count': { strong: number; bullets: number };
  'check.verbs.count_weak': { strong: number; bullets: number; weak: number };
  'check.verbs.fix': NoValues;
  'check.buzzwords.none': NoValues;
  'check.buzzwords.one': { word: string };
  'check.buzzwords.many': { words: string[] };
  'check.buzzwords.fix': NoValues;
  'check.overused.none': NoValues;
  /** `words`: one `check.overused.word` each. */
  'check.overused.found': { words: EngineText[] };
  'check.overused.word': { word: string; count: number };
  'check.overused.fix': NoValues;
  /** `format`: the file type as users know it ("PDF"). */
  'check.file_type.readable': { format: string };
  'check.file_type.plain': NoValues;
  'check.file_type.fix': NoValues;
  'check.layout.none': NoValues;
  /** `notes`: the parser's layout warnings (`warning.*`) and what the layout shows (`layout.*`). */
  'check.layout.found': { notes: EngineText[] };
  /** `fixes`: one `layout.fix.*` per risk. */
  'check.layout.fix': { fixes: EngineText[] };
  'check.layout.fix_general': NoValues;
  'check.job_title.found': { title: string };
  'check.job_title.missing': { title: string };
  'check.job_title.fix': { title: string };
  'layout.columns': { columns: number };
  'layout.sidebar_left': NoValues;
  'layout.sidebar_right': NoValues;
  'layout.tables': NoValues;
  'layout.images': NoValues;
  'layout.icons': NoValues;
  'layout.fix.columns': NoValues;
  'layout.fix.sidebar': NoValues;
  'layout.fix.tables': NoValues;
  'layout.fix.images': NoValues;
  'layout.fix.icons': NoValues;
  'layout.fix.header_footer': NoValues;
  /**
   * A text the engine did not write, shown as it is: a stored parser warning whose code or words
   * are not the parser's of today.
   */
  verbatim: { text: string };
  /** `written`: the CV's own spellings of the skill. */
  'keyword.partial.wording': { written: string[] };
  /** `written`: the CV's word, `line`: the start of the CV line it is in. */
  'keyword.partial.inflected': { written: string; line: string };
  /** `cv`: the CV's skill; `skill`: the posting's. */
  'keyword.partial.implied': { cv: string; skill: string };
  'keyword.partial.related': { cv: string; skill: string };
  'keyword.partial.apart': { skill: string };
  'keyword.partial.other_words': NoValues;
  'keyword.partial.something_related': NoValues;
  'recommend.need.required': { mentions: number };
  'recommend.need.preferred': { mentions: number };
  'recommend.need.named': { mentions: number };
  /** `need`: one `recommend.need.*`. */
  'recommend.add_skill': Points & { keyword: string; need: EngineText };
  /** `reason`: the keyword's `partialReasonText`. */
  'recommend.name_skill.wording': Points & {
    keyword: string;
    reason: EngineText;
    need: EngineText;
  };
  'recommend.name_skill.related': Points & {
    keyword: string;
    reason: EngineText;
    need: EngineText;
  };
  'recommend.show_in_experience': Points & { keyword: string };
  'recommend.title': Points & { title: string };
  /** `check`: the check's label (`check.<id>`); `fix`: its `fixText`. */
  'recommend.fix_check': { check: EngineText; fix: EngineText };
  /** `detail`: the knockout's words, as the posting has them; `reason`: its `reasonText`. */
  'recommend.knockout.other': { detail: string; reason: EngineText };
  'recommend.knockout.not_met': { kind: KnockoutKind; detail: string; reason: EngineText };
  'recommend.knockout.not_shown': { kind: KnockoutKind; detail: string };
  'knockout.years.no_dates': { asked: number };
  'knockout.years.compare': { years: number; asked: number };
  /** `asked`: absent when the posting's level is not one the engine knows. */
  'knockout.degree.none': { asked?: EducationLevel };
  'knockout.degree.compare': { has: EducationLevel; asked: EducationLevel };
  'knockout.license.driving': NoValues;
  'knockout.license.named': { names: string[] };
  /** `credential`: the posting's words for it. */
  'knockout.license.not_named': { credential: string };
  'knockout.license.none_of': { names: string[] };
  'knockout.license.missing': { names: string[] };
  'knockout.location.relocate': NoValues;
  'knockout.location.no_place': NoValues;
  /** `where`: the posting's places; `home`: the CV's. */
  'knockout.location.met': { where: string };
  'knockout.location.elsewhere': { home: string; where: string };
  'knockout.location.unknown': { where: string };
  'knockout.authorization.sponsorship': NoValues;
  'knockout.authorization.stated': NoValues;
  'knockout.authorization.unstated': NoValues;
  'knockout.clearance.named': NoValues;
  'knockout.clearance.none': NoValues;
  /** `shown`: the CV's words; `detail`: the posting's. */
  'knockout.other.shown': { shown: string; detail: string };
  'knockout.other.pattern': { detail: string };
  'knockout.other.travel': { detail: string };
  'knockout.other.vehicle': { detail: string };
  'knockout.other.start': { detail: string };
  'knockout.other.age': { detail: string };
  'knockout.other.internal': NoValues;
  'knockout.other.confirm': { detail: string };
  /** `variant`: another word recruiters write for the title's last ("developer" for "engineer"). */
  'search.title': { variant?: string };
  /** The title without seniority or suffix. */
  'search.title_core': { variant?: string };
  'search.skill': { mentions: number };
  'search.any_skill': { skills: string[] };
}

/** Which skills a score part counts: `hard` ("skills") or `soft` ("soft skills"). */
type SkillKind = { kind: 'hard' | 'soft' };

/**
 * The parameters of the score parts' details (docs/decisions/192). A detail of several sentences
 * is `breakdown.sentences`; families, specialties, levels and seniorities are codes.
 *
 * @example const v: BreakdownTextValues['breakdown.searchability'] = { passed: 9, checks: 12 }
 */
export interface BreakdownTextValues {
  /** `sentences`: the detail's sentences, joined by a space. */
  'breakdown.sentences': { sentences: EngineText[] };
  'breakdown.empty_cv': NoValues;
  /**
   * `reasons`: what the parts count as far as: the required skills, the skills the CV's jobs and
   * projects show, occupation, screens.
   */
  'breakdown.held_back': {
    percent: number;
    reasons: ('skills' | 'shown' | 'occupation' | 'screens')[];
  };
  'breakdown.skills.not_asked': SkillKind;
  /** `counts`: one `breakdown.skills.*` count each; `covered`, `full`: percentages. */
  'breakdown.skills.coverage': { counts: EngineText[]; covered: number; full: number };
  'breakdown.skills.required': SkillKind & { matched: number; total: number };
  'breakdown.skills.all': SkillKind & { matched: number; total: number };
  'breakdown.skills.others': { matched: number; total: number };
  'breakdown.skills.reworded': { count: number };
  'breakdown.skills.related': { count: number };
  'breakdown.occupation.no_posting_title': NoValues;
  /** `posting`: the posting's title; `title`, below: the CV's. */
  'breakdown.occupation.no_cv_titles': { posting: string };
  'breakdown.occupation.none': { posting: string };
  'breakdown.occupation.other_specialty': {
    title: string;
    specialty: Specialty;
    family: RoleFamily;
    posting: string;
    postingSpecialty: Specialty;
  };
  /** `same`: the specialty both titles share, or else their family. */
  'breakdown.occupation.same': { title: string; same: Specialty | RoleFamily; posting: string };
  'breakdown.occupation.other_family': {
    title: string;
    family: RoleFamily;
    posting: string;
    postingFamily: RoleFamily;
  };
  'breakdown.occupation.like': { title: string; percent: number; posting: string };
  /** `steps`: levels between the posting's (`asked`) and the CV title's (`held`). */
  'breakdown.occupation.level_above': {
    asked: Seniority;
    steps: number;
    title: string;
    held: Seniority;
  };
  'breakdown.occupation.level_below': {
    asked: Seniority;
    steps: number;
    title: string;
    held: Seniority;
  };
  'breakdown.content': { percent: number };
  'breakdown.experience.none': NoValues;
  'breakdown.experience.not_asked': NoValues;
  /** `asked`: the years the posting asks for, or (with `seniority`) its level usually means. */
  'breakdown.experience.no_dates': { asked: number };
  'breakdown.experience.no_dates_seniority': { asked: number; seniority: Seniority };
  'breakdown.experience.years': { years: number; asked: number };
  'breakdown.experience.years_seniority': { years: number; asked: number; seniority: Seniority };
  'breakdown.experience.overqualified': { years: number; seniority: Seniority };
  'breakdown.education.not_asked': NoValues;
  'breakdown.education.none': { asked: EducationLevel };
  'breakdown.education.compare': { has: EducationLevel; asked: EducationLevel };
  'breakdown.education.compare_required': { has: EducationLevel; asked: EducationLevel };
  'breakdown.searchability': { passed: number; checks: number };
}

/**
 * The parameters of every text the engine writes for a user, by key.
 *
 * @example const v: EngineTextValues['warning.tables'] = {}
 */
export type EngineTextValues = CvTextValues & MatchTextValues;

/**
 * A key of a text the engine writes for a user.
 *
 * @example const key: TextKey = 'check.dates.some'
 */
export type TextKey = keyof EngineTextValues;

/**
 * A text the engine writes for a user, as its key and values: shown in the reader's language by the
 * web, in English (`englishText`) anywhere else.
 *
 * @example const t: EngineText = { key: 'check.dates.some', values: { dated: 1, jobs: 3 } }
 */
export type EngineText = TextOf<EngineTextValues>;
