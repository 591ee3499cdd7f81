import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * How a list page keeps its state in the URL: read from a query string (unknown or invalid
 * values fall back to the defaults) and written back as one (defaults left out). Declared once
 * per list, at module level, so the route's loader can read the same state before the page loads.
 */
export type ListParams<T> = {
  read: (params: URLSearchParams) => T;
  write: (state: T) => URLSearchParams;
};

/**
 * A list page's state (search, filters, sort, page, view) kept in the URL, so a view can be
 * shared, reloaded or come back to with Back. `update` merges a patch into what the URL holds at
 * that moment and replaces the history entry, unless `push` asks for a new one (opening a record).
 *
 * @example const [filters, update] = useListParams(trackerParams); update({ page: 2 })
 */
export function useListParams<T>(list: ListParams<T>) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => list.read(params), [list, params]);
  const update = useCallback(
    (patch: Partial<T>, { push = false }: { push?: boolean } = {}) =>
      setParams((prev) => list.write({ ...list.read(prev), ...patch }), { replace: !push }),
    [list, setParams],
  );
  return [state, update] as const;
}
