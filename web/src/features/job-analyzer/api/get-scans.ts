import { apiPath, apiRoutes, type ListScansQuery, type ScanList } from '@jobfit/contracts';
import useSWR from 'swr';
import { apiCall } from 'src/lib/api-client';

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
  return useSWR(scansUrl(query), () => getScans(query), { keepPreviousData: true });
}
