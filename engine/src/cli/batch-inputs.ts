import { contentKey, LruCache } from '../content-cache.ts';
import { parseCv, parseCvText } from '../cv/index.ts';
import { analyzePosting } from '../posting/index.ts';
import type { Posting } from '../posting/index.ts';
import type { ParsedCv } from '../resume.ts';

/**
 * Postings a batch keeps analysed: an analysed posting is ~100 kB.
 * @example POSTINGS_KEPT // 64
 */
export const POSTINGS_KEPT = 64;
/**
 * CVs a batch keeps parsed: a parsed CV is ~50 kB (its scan side is kept by the scan itself).
 * @example CVS_KEPT // 64
 */
export const CVS_KEPT = 64;

/** A CV given as text in a batch line: JSON Resume when it is a JSON object, plain text otherwise. */
async function cvFromText(cv: unknown): Promise<ParsedCv> {
  if (cv !== null && typeof cv === 'object')
    return parseCv(new TextEncoder().encode(JSON.stringify(cv)), { filename: 'cv.json' });
  if (typeof cv !== 'string') throw new Error('"cv" must be a string');
  if (cv.trimStart().startsWith('{'))
    return parseCv(new TextEncoder().encode(cv), { filename: 'cv.json' });
  return parseCvText(cv);
}

/**
 * The postings and CVs of a batch, each read once however many lines name it and in whatever order
 * (one job against many CVs, one CV against many jobs): kept by content hash and engine version, the
 * least recently used dropped past a bound (docs/decisions/182). What is kept is read-only.
 *
 * @example const inputs = new BatchInputs(); scan(await inputs.cv(line.cv), inputs.posting(line.job))
 */
export class BatchInputs {
  readonly postings = new LruCache<Posting>(POSTINGS_KEPT);
  readonly cvs = new LruCache<ParsedCv>(CVS_KEPT);

  /** The analysed posting of a text, read once per batch. */
  posting(text: string): Posting {
    return this.postings.getOrSet(contentKey('posting', text), () => analyzePosting(text));
  }

  /** The parsed CV of a batch line's `cv` (text or JSON Resume), read once per batch; a CV that fails is not kept. */
  async cv(input: unknown): Promise<ParsedCv> {
    const key = contentKey(
      'cv',
      typeof input === 'string' ? `text:${input}` : `json:${JSON.stringify(input)}`,
    );
    const kept = this.cvs.get(key);
    if (kept) return kept;
    const cv = await cvFromText(input);
    this.cvs.set(key, cv);
    return cv;
  }
}
