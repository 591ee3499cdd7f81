// Runs in a worker thread of the engine pool (./scan-pool.ts): every parser
// on user input, every scan and every export render, so none of them can stall the event loop
// or grow the main heap (decisions 090 and 140).
import {
  analyzePosting,
  type CoverLetter,
  type CvDocxOptions,
  type CvFormat,
  type CvPdfOptions,
  type LetterPdfOptions,
  type ParseCvOptions,
  type ParsedCv,
  type ParseProgress,
  type Posting,
  parseCv,
  parseCvText,
  type Resume,
  type ResumeBasics,
  detectCvFormat,
  renderCvDocx,
  renderCvPdf,
  renderLetterDocx,
  renderLetterPdf,
  scan,
} from '@jobfit/engine';
import { LRUCache } from 'lru-cache';
import type { BoardLink } from './posting-page/board-answer.ts';
import type { ImportedFields } from './posting-page/fields.ts';
import type { ScanJob, ScanOutcome, StoredScanOutcome } from './scan-pool.ts';
import { inWorker, workerHandler } from './worker-pool.ts';

/** A render of an export: a CV or a letter, as PDF or DOCX. */
export type RenderTask =
  | { doc: 'cv'; format: 'pdf'; resume: Resume; options: CvPdfOptions }
  | { doc: 'cv'; format: 'docx'; resume: Resume; options: CvDocxOptions }
  | { doc: 'letter'; format: 'pdf'; letter: CoverLetter; options: LetterPdfOptions }
  | { doc: 'letter'; format: 'docx'; letter: CoverLetter; options: { sender: ResumeBasics } };

/** An upload's sniffed format and, when it has one, the CV parsed from it. */
export interface ParsedUpload {
  format: CvFormat | null;
  cv?: ParsedCv;
}

/** What a worker is asked to do. */
export type EngineTask =
  | { kind: 'scan'; job: ScanJob }
  | { kind: 'scan-stored'; job: ScanJob }
  | { kind: 'parse-cv'; bytes: Uint8Array; options: Omit<ParseCvOptions, 'onProgress'> }
  | { kind: 'render'; render: RenderTask }
  | { kind: 'read-page'; body: string; contentType: string }
  | { kind: 'read-board'; link: BoardLink; body: string };

/**
 * The most posting characters a scan analyses (decision 140): about eight times the longest real
 * posting, and what keeps one scan under ~1 s of CPU. The rest of a longer text is left out.
 */
export const MAX_ANALYSED_POSTING_CHARS = 40_000;

// A short scan runs once in each worker before its first job, so no user's request pays for
// loading and compiling the engine (its skills index, its tagger).
const WARM_UP_CV =
  'Sam Warm\nsam@example.com\n\nExperience\nEngineer, Acme, 2020 - Present\n- Built TypeScript services on PostgreSQL';
const WARM_UP_POSTING =
  'Backend Engineer\n\nRequirements\n- 3+ years of experience with Node.js and PostgreSQL\n- Bachelor degree in Computer Science';

// A worker keeps the postings it analysed and the CVs it read from JSON, by their text (decision
// 189): a rescan, a dismissed keyword or a posting scanned again reads its posting once, and every
// scan of one master CV hands the engine the same CV object, whose side of the scan the engine
// keeps without hashing it again (decision 182). A scan only reads both.
// An analysis takes ~30–45 bytes of heap per character of posting: ~15 MB at most, within the
// worker's budget (decision 140) whatever the postings' length.
const analysedPostings = new LRUCache<string, Posting>({
  max: 32,
  maxSize: 320_000,
  sizeCalculation: (_posting, text) => Math.max(1, text.length),
});
const cvsFromJson = new LRUCache<string, ParsedCv>({ max: 16 });

function analysedPosting(text: string): Posting {
  let posting = analysedPostings.get(text);
  if (!posting) {
    posting = analyzePosting(text);
    analysedPostings.set(text, posting);
  }
  return posting;
}

function cvOf(cv: ParsedCv | string): ParsedCv {
  if (typeof cv !== 'string') return cv;
  let parsed = cvsFromJson.get(cv);
  if (!parsed) {
    parsed = JSON.parse(cv) as ParsedCv;
    cvsFromJson.set(cv, parsed);
  }
  return parsed;
}

/** The same work inline: what the scan pool falls back to without workers. */
export function runScanJob(job: ScanJob): ScanOutcome {
  const posting = analysedPosting(job.postingText.slice(0, MAX_ANALYSED_POSTING_CHARS));
  const result = scan(cvOf(job.cv), posting, {
    asOf: job.asOf,
    ...(job.dismissed?.length ? { dismissed: job.dismissed } : {}),
  });
  return {
    posting: { title: posting.title, company: posting.company, location: posting.location },
    result,
  };
}

/** A scan as it is stored and answered: the result's JSON is written here, off the event loop. */
function runStoredScanJob(job: ScanJob): StoredScanOutcome {
  const { posting, result } = runScanJob(job);
  return { posting, score: result.score, resultJson: JSON.stringify(result) };
}

/** Renders one export. */
export function runRender(task: RenderTask): Promise<Uint8Array> {
  if (task.doc === 'cv')
    return task.format === 'pdf'
      ? renderCvPdf(task.resume, task.options)
      : renderCvDocx(task.resume, task.options);
  return task.format === 'pdf'
    ? renderLetterPdf(task.letter, task.options)
    : renderLetterDocx(task.letter, task.options);
}

/**
 * Runs one task of any kind (in a worker, or inline for a pool of size 0); a CV parse tells
 * `onProgress` how far it has read.
 */
export async function runTask(
  task: EngineTask,
  onProgress?: (progress: ParseProgress) => void,
): Promise<
  ScanOutcome | StoredScanOutcome | ParsedUpload | Uint8Array | ImportedFields | 'unreadable' | null
> {
  if (task.kind === 'scan') return runScanJob(task.job);
  if (task.kind === 'scan-stored') return runStoredScanJob(task.job);
  if (task.kind === 'read-page') {
    // The posting import's page reader (a fetched page is user input too), loaded on first use:
    // its DOM and Readability are not needed by scans and uploads.
    const { readDocument } = await import('./posting-page/read-page.ts');
    return readDocument(task.body, task.contentType) ?? null;
  }
  if (task.kind === 'read-board') {
    const { readBoardAnswer } = await import('./posting-page/board-answer.ts');
    let json: unknown;
    try {
      json = JSON.parse(task.body);
    } catch {
      return 'unreadable';
    }
    return readBoardAnswer(task.link, json) ?? null;
  }
  if (task.kind === 'parse-cv') {
    // Sniffing reads the whole file too (text decoding, JSON), so it runs here as well.
    const format = detectCvFormat(task.bytes);
    return format
      ? { format, cv: await parseCv(task.bytes, { ...task.options, onProgress }) }
      : { format };
  }
  return runRender(task.render);
}

// A worker warms its engine before it takes a job (the pool waits for its script to load): the
// skills index and the tagger are built, the scan's code compiled. Only in a worker: the server's
// own thread imports this file for the inline path and the types.
if (inWorker) scan(parseCvText(WARM_UP_CV), WARM_UP_POSTING, { asOf: '2026-01-01' });

// Rendered files are copied back, not transferred: a small Buffer may share Node's pool.
// Progress goes to the pool as it comes, when the caller asked for it.
export default workerHandler<EngineTask>((task, onProgress) => runTask(task, onProgress));
