import { type ImportedPosting, POSTING_MAX_CHARS } from '@jobfit/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { consumeRate, type RateRule } from '../../lib/rate-limit.ts';
import type { EnginePool } from '../../lib/scan-pool.ts';
import { PoolLimitError } from '../../lib/worker-pool.ts';
import { boardLinkOf } from './_boards.ts';
import type { ImportedFields } from '../../lib/posting-page/fields.ts';
import { ImportRefusal, toAppError } from './_refusal.ts';
import { safeFetch } from './_safe-fetch.ts';
import { say } from '../../lib/i18n/server-text.ts';

/** The import's test-only switches, from IMPORT_ALLOW_PRIVATE_HOSTS and IMPORT_BOARD_API_ORIGIN. */
export interface PostingImportConfig {
  allowPrivateHosts: readonly string[];
  boardApiOrigin?: string | undefined;
}

/** Each import makes up to six outbound requests: 30 imports per user in 10 minutes (decision 170). */
const IMPORT_RATE: RateRule = { window: 600, max: 30 };

const PAGE_ACCEPT = 'text/html,application/xhtml+xml,application/ld+json;q=0.9,text/plain;q=0.8';

// The limits of the job's fields (contracts CreateJobTargetInput): longer values are cut.
const MAX_TITLE = 200;
const MAX_SALARY = 100;

/**
 * Reads the posting at `url`: a Greenhouse, Lever or Ashby link through the board's public API,
 * any other page through its JSON-LD JobPosting, else its main text. Counts against the user's
 * import rate; every refusal is a 422 `import_refused` with its reason.
 */
export async function importPosting(
  db: Db,
  userId: string,
  url: string,
  config: PostingImportConfig,
  now: Date,
  engine: EnginePool,
): Promise<ImportedPosting> {
  const rate = await consumeRate(db, `posting-import:${userId}`, IMPORT_RATE, now);
  if (!rate.allowed) {
    throw new AppError('rate_limited', say('import.too_many'), {
      retryAfter: rate.retryAfter,
    });
  }
  try {
    const fields = await readPosting(url, config, engine);
    return { ...trimmed(fields), url };
  } catch (err) {
    if (err instanceof ImportRefusal) throw toAppError(err);
    throw err;
  }
}

async function readPosting(
  url: string,
  config: PostingImportConfig,
  engine: EnginePool,
): Promise<ImportedFields> {
  const board = boardLinkOf(new URL(url), config.boardApiOrigin);
  const options = { allowPrivateHosts: config.allowPrivateHosts };
  if (board) {
    const answer = await safeFetch(board.apiUrl, { ...options, accept: 'application/json' });
    const fields = await inWorker(() => engine.readBoardAnswer(board, answer.body));
    if (fields === 'unreadable') throw noPosting();
    if (!fields) {
      throw new ImportRefusal('not_found', say('import.board_no_posting'));
    }
    return fields;
  }
  const page = await safeFetch(url, { ...options, accept: PAGE_ACCEPT });
  const fields = await inWorker(() => engine.readPage(page.body, page.contentType));
  if (!fields || fields.postingText.length < 50) throw noPosting();
  return fields;
}

/** Reading a fetched answer runs in the engine workers, within their budget (decision 140). */
async function inWorker<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (err) {
    if (!(err instanceof PoolLimitError)) throw err;
    throw new ImportRefusal('too_large', say('import.page_too_complex'));
  }
}

const noPosting = () => new ImportRefusal('no_posting', say('import.no_posting'));

function trimmed(fields: ImportedFields): ImportedFields {
  const cut = (v: string | null, max: number) =>
    v === null ? null : v.trim().slice(0, max) || null;
  return {
    ...fields,
    title: cut(fields.title, MAX_TITLE),
    company: cut(fields.company, MAX_TITLE),
    location: cut(fields.location, MAX_TITLE),
    salary: cut(fields.salary, MAX_SALARY),
    employmentType: cut(fields.employmentType, MAX_TITLE),
    postingText: fields.postingText.slice(0, POSTING_MAX_CHARS),
  };
}
