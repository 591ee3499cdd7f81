import { apiPath, apiRoutes, type ListScansQuery, type ScanList } from '@jobfit/contracts';
import useSWR from 'swr';
import { apiCall } from 'src/lib/api-client';
import { fetchEarly, takeEarly } from 'src/lib/fetch-early';
import { scansListParams, scansListQuery } from '../utils/scans-list-params';

export const SCANS_URL = apiPath(apiRoutes.listScans);

/** The query as the URL carries it: what is not set (or zero, or empty) is left out. */
const scansQuery = (query: ListScansQuery): ListScansQuery => ({
  search: query.search || undefined,
  sort: query.sort || undefined,
  page: query.page || undefined,
  pageSize: query.pageSize || undefined,
});

function scansUrl(query: ListScansQuery): string {
  return apiPath(apiRoutes.listScans, { query: scansQuery(query) });
}

function getScans(query: ListScansQuery): Promise<ScanList> {
  return apiCall(apiRoutes.listScans, { query: scansQuery(query) });
}

/** One page of past scans; the previous page stays on screen while the next loads. */
export function useScans(query: ListScansQuery) {
  const url = scansUrl(query);
  return useSWR(url, () => takeEarly(url, () => getScans(query)), { keepPreviousData: true });
}

/**
 * Starts loading the page of scans the URL asks for when the route is entered, alongside the page's code (the route's
 * loader); the page's hook then takes this request instead of sending its own.
 */
export function preloadScans(params: URLSearchParams): void {
  const query = scansListQuery(scansListParams.read(params));
  fetchEarly(scansUrl(query), () => getScans(query));
}
