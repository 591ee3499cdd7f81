import { z } from 'zod';
import { StoredEngineText } from './engine-text.ts';
import { yieldToBrowser } from './_yield.ts';

// Its schemas are built in a task of their own in the browser (decision 223).
await yieldToBrowser();

/** Job statuses in pipeline order (docs/product.md, Entities). A new scan's job starts `saved`. */
export const JOB_STATUSES = [
  'saved',
  'applied',
  'interviewing',
  'offer',
  'rejected',
  'withdrawn',
] as const;
export const JobStatus = z.enum(JOB_STATUSES);
export type JobStatus = z.infer<typeof JobStatus>;

/** A posting may be pasted text or HTML; 200k characters is ~30 pages, far above any posting. */
export const POSTING_MAX_CHARS = 200_000;

/** POST /api/scans: scan the master CV against a posting; `jobTargetId` rescans a tracked job. */
export const CreateScanInput = z
  .object({
    posting: z
      .string()
      .trim()
      .max(POSTING_MAX_CHARS, 'The posting is too long (200,000 characters at most)')
      .optional(),
    title: z.string().trim().max(200).optional(),
    company: z.string().trim().max(200).optional(),
    url: z
      .url({ protocol: /^https?$/, error: 'Enter a web address starting with http:// or https://' })
      .max(2000)
      .or(z.literal(''))
      .optional(),
    jobTargetId: z.uuid().optional(),
  })
  .refine(
    (v) => v.jobTargetId !== undefined || (v.posting !== undefined && v.posting.length >= 50),
    {
      message: 'Paste the job posting (at least 50 characters)',
      path: ['posting'],
    },
  );
export type CreateScanInput = z.input<typeof CreateScanInput>;

const KeywordStatus = z.enum(['matched', 'partial', 'missing']);

const Sentence = z.object({ text: z.string(), start: z.number(), end: z.number() });
const CvEvidence = Sentence.extend({
  highlight: z.object({ start: z.number(), end: z.number() }),
  section: z.string().optional(),
});

export const KNOCKOUT_STATUSES = ['met', 'not_shown', 'not_met'] as const;
export const KnockoutStatus = z.enum(KNOCKOUT_STATUSES);
export type KnockoutStatus = z.infer<typeof KnockoutStatus>;

/** A knockout requirement of the posting checked against the CV (engine 0.6+); never scored. */
export const KnockoutCheck = z
  .object({
    kind: z.string(),
    detail: z.string(),
    sentence: Sentence,
    status: KnockoutStatus,
    reason: z.string(),
    /** `reason` as a key and values (engine 0.9.3+), for the reader's language. */
    reasonText: StoredEngineText,
    evidence: CvEvidence.optional(),
  })
  .loose();
export type KnockoutCheck = z.infer<typeof KnockoutCheck>;

/** One term of the recruiter's Boolean query and whether the CV has it. */
export const SearchTerm = z
  .object({
    kind: z.enum(['title', 'skill', 'any_skill']),
    anyOf: z.array(z.string()),
    query: z.string(),
    found: z.boolean(),
    matched: z.string().optional(),
    evidence: CvEvidence.optional(),
    reason: z.string(),
    /** `reason` as a key and values (engine 0.9.3+). */
    reasonText: StoredEngineText,
    source: Sentence.optional(),
  })
  .loose();
export type SearchTerm = z.infer<typeof SearchTerm>;

/** The Boolean query a recruiter would type for the posting, run against the CV (engine 0.6+). */
export const RecruiterSearch = z
  .object({
    query: z.string(),
    returned: z.boolean(),
    terms: z.array(SearchTerm),
    omitted: z.array(z.string()).default([]),
  })
  .loose();
export type RecruiterSearch = z.infer<typeof RecruiterSearch>;

/** Why a keyword was dismissed: the posting does not really ask for it, or it does not matter. */
export const DISMISS_REASONS = ['not_requirement', 'not_relevant'] as const;
export const DismissReason = z.enum(DISMISS_REASONS);
export type DismissReason = z.infer<typeof DismissReason>;

/** A keyword of a job's posting the user dismissed (decision 112); stored with the job. */
export const DismissedKeyword = z.object({
  /** The keyword's name as the engine lists it. */
  name: z.string(),
  reason: DismissReason,
  dismissedAt: z.string(),
});
export type DismissedKeyword = z.infer<typeof DismissedKeyword>;

/** POST /api/scans/:id/dismissed-keywords: dismiss one of the scan's keywords for its job. */
export const DismissKeywordInput = z.object({
  keyword: z.string().trim().min(1, 'Choose a keyword').max(100),
  reason: DismissReason,
});
export type DismissKeywordInput = z.infer<typeof DismissKeywordInput>;

/** DELETE /api/scans/:id/dismissed-keywords?keyword=: restore a dismissed keyword (undo). */
export const RestoreKeywordQuery = z.object({
  keyword: z.string().trim().min(1, 'Choose a keyword').max(100),
});
export type RestoreKeywordQuery = z.infer<typeof RestoreKeywordQuery>;

/** Score bands, lowest score of each: poor < 30, weak 30–49, fair 50–64, good 65–79, great ≥ 80. */
export const SCAN_SCORE_BANDS = ['poor', 'weak', 'fair', 'good', 'great'] as const;
export type ScanScoreBand = (typeof SCAN_SCORE_BANDS)[number];

/**
 * The engine's scan result, as stored; the fields the web relies on are named, the rest kept.
 * Fields added by later engine versions are optional: a scan stored before them still loads.
 */
export const ScanResult = z
  .object({
    score: z.number(),
    /** The score's band (engine 0.7, docs/decisions/130); absent in scans stored before. */
    band: z.enum(SCAN_SCORE_BANDS).optional(),
    breakdown: z.unknown(),
    keywords: z.array(
      z
        .object({
          name: z.string(),
          category: z.string(),
          required: z.boolean(),
          jobCount: z.number(),
          cvCount: z.number(),
          status: KeywordStatus,
        })
        .loose(),
    ),
    checks: z.array(
      z.object({ status: z.enum(['pass', 'warn', 'fail']), message: z.string() }).loose(),
    ),
    recommendations: z.array(z.object({}).loose()),
    knockouts: z.array(KnockoutCheck).optional(),
    recruiterSearch: RecruiterSearch.optional(),
    /** Keywords the scan left out because the user dismissed them (engine 0.7+). */
    dismissedKeywords: z
      .array(
        z
          .object({ name: z.string(), category: z.string(), reason: DismissReason.optional() })
          .loose(),
      )
      .optional(),
    /** The posting's and the CV's languages (ISO 639-1) where the text tells (engine 0.9.2+). */
    languages: z
      .object({ posting: z.string().max(8).optional(), cv: z.string().max(8).optional() })
      .optional(),
  })
  .loose();
export type ScanResult = z.infer<typeof ScanResult>;

export const ScanSummary = z.object({
  id: z.uuid(),
  jobTargetId: z.uuid(),
  title: z.string(),
  company: z.string().nullable(),
  score: z.number().int(),
  rescan: z.boolean(),
  createdAt: z.string(),
});
export type ScanSummary = z.infer<typeof ScanSummary>;

/** GET /api/scans/:id → one scan with what the results page shows side by side. */
export const Scan = ScanSummary.extend({
  url: z.string().nullable(),
  location: z.string().nullable(),
  postingText: z.string(),
  cvText: z.string(),
  engineVersion: z.string(),
  previousScore: z.number().int().nullable(),
  result: ScanResult,
  /** The job's dismissed keywords, oldest first: what `result` leaves out, and what can be restored. */
  dismissedKeywords: z.array(DismissedKeyword),
});
export type Scan = z.infer<typeof Scan>;

export const ScanSort = z.enum(['newest', 'oldest', 'score_desc', 'score_asc', 'title']);

/** GET /api/scans?search=&sort=&page=&pageSize= */
export const ListScansQuery = z.object({
  search: z.string().trim().max(200).optional(),
  sort: ScanSort.default('newest'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type ListScansQuery = z.input<typeof ListScansQuery>;

export const ScanList = z.object({
  items: z.array(ScanSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ScanList = z.infer<typeof ScanList>;

/** `details` of a 402 quota_exceeded error. */
export const QuotaDetails = z.object({
  quota: z.enum(['scans', 'documents']),
  limit: z.number().int(),
  used: z.number().int(),
  resetsAt: z.string(),
});
export type QuotaDetails = z.infer<typeof QuotaDetails>;
