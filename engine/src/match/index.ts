// Public API of match/: scan a CV against a posting, and the CV-only checks.
export { scan } from './scan.ts';
export type { ScanOptions } from './scan.ts';
export { checkCv } from './check-cv.ts';
export { ENGINE_VERSION } from './engine-version.ts';
export { englishText, TEXT_KEYS } from './_texts.ts';
export type {
  BreakdownTextValues,
  Check,
  CheckId,
  CvSection,
  Dismissal,
  DismissedKeyword,
  DismissReason,
  EngineText,
  EngineTextValues,
  EvidenceSpan,
  Keyword,
  KnockoutCheck,
  KnockoutStatus,
  LabelTextValues,
  MatchTextValues,
  Recommendation,
  RecruiterSearch,
  ScanResult,
  ScoreBreakdown,
  ScoreComponent,
  SearchTerm,
  TextKey,
} from './types.ts';
