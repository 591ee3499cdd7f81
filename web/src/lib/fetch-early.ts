/**
 * Requests started before the page that needs them has loaded: a route's loader starts its
 * page's data alongside the page's code, and the page's SWR fetcher takes the request already on
 * its way instead of sending its own. A request that failed, or that no page took within
 * `FRESH_MS`, is not handed out: the page then asks again, so an early request never shows stale
 * data or a stale error (for instance a 401 from before sign-in).
 */
const FRESH_MS = 10_000;

/** How long after a page asked for a key by itself an early request for it would come too late. */
const LATE_MS = 2_000;

const early = new Map<string, { promise: Promise<unknown>; at: number }>();
/** When a page last asked for each key (taking an early request or sending its own). */
const asked = new Map<string, number>();

/**
 * Starts `fetcher` for `key` now, unless a fresh request for it is already on its way, or the page
 * already asked for it itself a moment ago (the loader's module came after the page's code).
 */
export function fetchEarly(key: string, fetcher: () => Promise<unknown>): void {
  const found = early.get(key);
  if (found && Date.now() - found.at < FRESH_MS) return;
  if (Date.now() - (asked.get(key) ?? -Infinity) < LATE_MS) return;
  const entry = { promise: fetcher(), at: Date.now() };
  early.set(key, entry);
  entry.promise.catch(() => {
    if (early.get(key) === entry) early.delete(key);
  });
}

/**
 * For an SWR fetcher: the early request for `key` when a fresh one is on its way (taken once),
 * else `fetcher()`.
 *
 * @example useSWR(DASHBOARD_URL, () => takeEarly(DASHBOARD_URL, getDashboard))
 */
export function takeEarly<T>(key: string, fetcher: () => Promise<T>): Promise<T> {
  const found = early.get(key);
  early.delete(key);
  asked.set(key, Date.now());
  return found && Date.now() - found.at < FRESH_MS ? (found.promise as Promise<T>) : fetcher();
}
