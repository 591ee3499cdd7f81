import { eq, sql, sum } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from './client.ts';
import { prepared } from './prepared.ts';
import { userDataVersion } from './schema.ts';

// Answers computed from a user's rows, reused while those rows stay the same (decision 186). SQL
// rules of migration 0013 raise one of the user's `user_data_version` counters in every statement
// that writes the user's jobs, status events, scans, documents or CV, in the writing transaction,
// so their sum changes with every committed write. A reader reads the sum first and the rows after
// it: an answer kept under a sum is never older than the writes that sum counts. Each process
// keeps its own answers; a write through any process changes the sum every process reads.

/**
 * How much the kept answers of one database handle may hold, in characters of their JSON (the
 * response they become): past it the least recently used answers go, and an answer larger than
 * all of it is not kept. A dashboard is a few kilobytes, a board with 20 cards a column some tens.
 */
const MAX_CHARS = 32 * 1024 * 1024;

type Kept = { version: number; answer: unknown };
type Pending = { version: number; value: Promise<unknown> };

/** One database handle's answers: computed ones (an LRU), and those still being computed. */
type KeptAnswers = { answers: LRUCache<string, Kept>; pending: Map<string, Pending> };

const caches = new WeakMap<Db, KeptAnswers>();

function cacheOf(db: Db): KeptAnswers {
  let cache = caches.get(db);
  if (!cache) {
    cache = {
      answers: new LRUCache<string, Kept>({
        maxSize: MAX_CHARS,
        sizeCalculation: (kept) => Math.max(1, JSON.stringify(kept.answer)?.length ?? 1),
      }),
      pending: new Map(),
    };
    caches.set(db, cache);
  }
  return cache;
}

/**
 * The user's data version: the sum of the user's counters, which every committed write raises
 * (0 before the first).
 */
export async function readUserDataVersion(db: Db, userId: string): Promise<number> {
  const statement = prepared(db, 'user_data_version', (d, name) =>
    d
      .select({ version: sum(userDataVersion.version).mapWith(Number) })
      .from(userDataVersion)
      .where(eq(userDataVersion.userId, sql.placeholder('userId')))
      .prepare(name),
  );
  const [row] = await statement.execute({ userId });
  return row?.version ?? 0;
}

/**
 * `compute()`'s answer for `key` of the user, computed again only when the user's data version
 * changed since. `key` names the question and everything else its answer depends on (the day,
 * the plan, the query); answers are shared between requests, so callers never change them.
 * Requests that miss at the same version wait for one computation. `knownVersion`: the version
 * as read with the request's session (decision 213), which saves reading it again; only for a
 * request that has written nothing since.
 */
export async function cachedForUserData<T>(
  db: Db,
  userId: string,
  key: string,
  compute: () => Promise<T>,
  knownVersion?: number,
): Promise<T> {
  const version = knownVersion ?? (await readUserDataVersion(db, userId));
  const { answers, pending } = cacheOf(db);
  const id = `${userId}\u0000${key}`;
  const kept = answers.get(id);
  if (kept?.version === version) return kept.answer as T;
  const computing = pending.get(id);
  if (computing?.version === version) return computing.value as Promise<T>;
  const value = compute();
  // A request that read an older version (a write came in between) keeps no answer over a newer.
  if ((kept?.version ?? -1) < version && (computing?.version ?? -1) < version) {
    const entry = { version, value };
    pending.set(id, entry);
    const done = () => {
      if (pending.get(id) === entry) pending.delete(id);
    };
    value.then(
      (answer) => {
        done();
        const now = answers.peek(id);
        if (!now || now.version < version) answers.set(id, { version, answer });
      },
      // A failed computation is not kept: the next request tries again.
      done,
    );
  }
  return value;
}
