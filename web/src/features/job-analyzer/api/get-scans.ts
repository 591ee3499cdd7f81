import { type ListScansQuery, ScanList } from '@jobfit/contracts';
import useSWR from 'swr';
import { apiRequest } from 'src/lib/api-client';

export const SCANS_URL = '/api/scans';

export function scansUrl(query: ListScansQuery): string {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.sort) params.set('sort', query.sort);
  if (query.page) params.set('page', String(query.page));
  if (query.pageSize) params.set('pageSize', String(query.pageSize));
  const qs = params.toString();
  return qs ? `${SCANS_URL}?${qs}` : SCANS_URL;
}

export function getScans(url: string): Promise<ScanList> {
  return apiRequest(url, ScanList);
}

/** One page of past scans; the previous page stays on screen while the next loads. */
export function useScans(query: ListScansQuery) {
  return useSWR(scansUrl(query), getScans, { keepPreviousData: true });
}
