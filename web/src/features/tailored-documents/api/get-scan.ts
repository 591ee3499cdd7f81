import { Scan } from '@jobfit/contracts';
import useSWR from 'swr';
import { apiRequest } from 'src/lib/api-client';

// Same URL (and so the same SWR cache entry) as the job analyzer's scan hook: coming from the
// result page, the scan is already in memory.
const scanUrl = (id: string) => `/api/scans/${encodeURIComponent(id)}`;

function getScan(url: string): Promise<Scan> {
  return apiRequest(url, Scan);
}

/** The scan a document is built from (its missing keywords, title, score). */
export function useSourceScan(id: string | null | undefined) {
  return useSWR(id ? scanUrl(id) : null, getScan, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
}
