import { apiPath, apiRoutes, type Scan } from '@jobfit/contracts';
import useSWR from 'swr';
import { apiCall } from 'src/lib/api-client';

// Same URL (and so the same SWR cache entry) as the job analyzer's scan hook: coming from the
// result page, the scan is already in memory.
const scanUrl = (id: string) => apiPath(apiRoutes.getScan, { params: { id } });

function getScan(id: string): Promise<Scan> {
  return apiCall(apiRoutes.getScan, { params: { id } });
}

/** The scan a document is built from (its missing keywords, title, score). */
export function useSourceScan(id: string | null | undefined) {
  return useSWR(id ? scanUrl(id) : null, () => getScan(id ?? ''), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
}
