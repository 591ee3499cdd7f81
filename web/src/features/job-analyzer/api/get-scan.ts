import { apiPath, apiRoutes, type Scan } from '@jobfit/contracts';
import useSWR from 'swr';
import { apiCall } from 'src/lib/api-client';

export const scanUrl = (id: string) => apiPath(apiRoutes.getScan, { params: { id } });

export function getScan(id: string): Promise<Scan> {
  return apiCall(apiRoutes.getScan, { params: { id } });
}

/** One scan; a stored scan never changes, so no revalidation on focus. */
export function useScan(id: string | undefined) {
  return useSWR(id ? scanUrl(id) : null, () => getScan(id ?? ''), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
}
