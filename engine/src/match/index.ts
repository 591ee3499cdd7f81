// Public API of match/: scan a CV against a posting, and the CV-only checks.
export { scan } from './scan.ts';
export type { ScanOptions } from './scan.ts';
export { checkCv } from './check-cv.ts';
export { ENGINE_VERSION } from './engine-version.ts';
export type {
  Check,
  CvSection,
  Dismissal,
  DismissedKeyword,
  DismissReason,
  EvidenceSpan,
  Keyword,
  KnockoutCheck,
  KnockoutStatus,
  Recommendation,
  RecruiterSearch,
  ScanResult,
  ScoreBreakdown,
  ScoreComponent,
  SearchTerm,
} from './types.ts';
