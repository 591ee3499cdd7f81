import { apiPath, apiRoutes, type Scan } from '@jobfit/contracts';
import useSWR from 'swr';
import { apiCall } from 'src/lib/api-client';
import { fetchEarly, takeEarly } from 'src/lib/fetch-early';

/**
 * A scan's URL, and so its one SWR cache entry: the analyzer's result page and the tailoring step
 * share it, so coming from the result the scan is already in memory.
 */
export const scanUrl = (id: string) => apiPath(apiRoutes.getScan, { params: { id } });

function getScan(id: string): Promise<Scan> {
  return apiCall(apiRoutes.getScan, { params: { id } });
}

/** One scan (none without an id); a stored scan never changes, so no revalidation on focus. */
export function useScan(id: string | null | undefined) {
  return useSWR(
    id ? scanUrl(id) : null,
    () => takeEarly(scanUrl(id ?? ''), () => getScan(id ?? '')),
    {
      revalidateOnFocus: false,
      revalidateIfStale: false,
      shouldRetryOnError: false,
    },
  );
}

/**
 * Starts loading one scan when the route is entered, alongside the page's code (the route's
 * loader); the page's hook then takes this request instead of sending its own.
 */
export function preloadScan(id: string): void {
  fetchEarly(scanUrl(id), () => getScan(id));
}
