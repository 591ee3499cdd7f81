import { Scan } from '@jobfit/contracts';
import useSWR from 'swr';
import { apiRequest } from 'src/lib/api-client';
import { SCANS_URL } from './get-scans';

export const scanUrl = (id: string) => `${SCANS_URL}/${encodeURIComponent(id)}`;

export function getScan(url: string): Promise<Scan> {
  return apiRequest(url, Scan);
}

/** One scan; a stored scan never changes, so no revalidation on focus. */
export function useScan(id: string | undefined) {
  return useSWR(id ? scanUrl(id) : null, getScan, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
}
