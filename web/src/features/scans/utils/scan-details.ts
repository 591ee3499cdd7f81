import { type Scan, StoredEngineText } from '@jobfit/contracts';
import { z } from 'zod';
import type { HighlightSpan } from './highlight-segments';

// The contracts keep the engine's result loose; this reads the parts the results page shows,
// with safe defaults so an older stored result still renders.

const Offsets = z.object({ start: z.number(), end: z.number() });
const Evidence = z.object({
  text: z.string(),
  start: z.number(),
  end: z.number(),
  highlight: Offsets,
});
const Status = z.enum(['matched', 'partial', 'missing']);

export const ScanKeyword = z.object({
  name: z.string(),
  category: z.string(),
  required: z.boolean(),
  preferred: z.boolean().catch(false),
  jobCount: z.number(),
  cvCount: z.number(),
  status: Status,
  partialReason: z.string().optional().catch(undefined),
  /** Engine 0.9.3: `partialReason` as a key and values, for the reader's language. */
  partialReasonText: StoredEngineText,
  /** Engine 0.7: a related skill (MySQL for PostgreSQL) is `partial` with `partialVia: 'related'`. */
  partialVia: z.enum(['wording', 'related', 'words']).optional().catch(undefined),
  evidence: z
    .object({ job: z.array(Evidence).catch([]), cv: z.array(Evidence).catch([]) })
    .catch({ job: [], cv: [] }),
});
export type ScanKeyword = z.infer<typeof ScanKeyword>;

export const ScoreComponent = z.object({
  id: z.string(),
  label: z.string(),
  weight: z.number(),
  fraction: z.number(),
  points: z.number(),
  detail: z.string().catch(''),
  /** Engine 0.9.4: `detail` as a key and values, for the reader's language. */
  detailText: StoredEngineText,
  /** Engine 0.7: false when the posting does not ask for it (no points, the others rescaled). */
  asked: z.literal(false).optional().catch(undefined),
});
export type ScoreComponent = z.infer<typeof ScoreComponent>;

const Knockout = z.object({
  kind: z.string(),
  detail: z.string().catch(''),
  sentence: z
    .object({ text: z.string(), start: z.number(), end: z.number() })
    .optional()
    .catch(undefined),
});
type Knockout = z.infer<typeof Knockout>;

export const Recommendation = z.object({
  kind: z.string(),
  keyword: z.string().optional().catch(undefined),
  gain: z.number().catch(0),
  message: z.string(),
  messageText: StoredEngineText,
});
export type Recommendation = z.infer<typeof Recommendation>;

const ResultCheck = z.object({
  id: z.string().catch(''),
  label: z.string().catch(''),
  status: z.enum(['pass', 'warn', 'fail']),
  message: z.string(),
  messageText: StoredEngineText,
  fix: z.string().optional().catch(undefined),
  fixText: StoredEngineText,
});

/** Score bands (docs/decisions/130): poor < 30, weak 30–49, fair 50–64, good 65–79, great ≥ 80. */
export type ScoreBand = 'poor' | 'weak' | 'fair' | 'good' | 'great';

/** The band of a score, for results stored before the engine gave one. */
export function bandOf(score: number): ScoreBand {
  if (score >= 80) return 'great';
  if (score >= 65) return 'good';
  if (score >= 50) return 'fair';
  if (score >= 30) return 'weak';
  return 'poor';
}

const ScanDetails = z.object({
  band: z.enum(['poor', 'weak', 'fair', 'good', 'great']).optional().catch(undefined),
  breakdown: z.array(ScoreComponent).catch([]),
  posting: z
    .object({ knockouts: z.array(Knockout).catch([]) })
    .loose()
    .catch({ knockouts: [] }),
  postingText: z.string().optional().catch(undefined),
  keywords: z.array(ScanKeyword).catch([]),
  checks: z.array(ResultCheck).catch([]),
  recommendations: z.array(Recommendation).catch([]),
});

export type ScanDetails = z.infer<typeof ScanDetails> & { postingText: string };

/** The scan's result in the shapes the page renders; the posting text the offsets refer to. */
export function toScanDetails(scan: Pick<Scan, 'result' | 'postingText'>): ScanDetails {
  const parsed = ScanDetails.parse(scan.result);
  const checks = parsed.checks.map((c, i) => ({ ...c, id: c.id || `check-${i}` }));
  const recommendations = [...parsed.recommendations].sort((a, b) => b.gain - a.gain);
  return {
    ...parsed,
    checks,
    recommendations,
    postingText: parsed.postingText ?? scan.postingText,
  };
}

/** Every keyword occurrence on one side (job posting or CV), for highlighting. */
export function evidenceSpans(keywords: ScanKeyword[], side: 'job' | 'cv'): HighlightSpan[] {
  return keywords.flatMap((k) =>
    k.evidence[side].map((e) => ({
      start: e.highlight.start,
      end: e.highlight.end,
      status: k.status,
      keyword: k.name,
    })),
  );
}

export type KeywordGroup = 'hard' | 'soft' | 'other';

/** Tabs of the keyword table: hard skills and tools, soft skills, everything else. */
export function keywordGroup(category: string): KeywordGroup {
  if (category === 'hard' || category === 'tool') return 'hard';
  if (category === 'soft') return 'soft';
  return 'other';
}
