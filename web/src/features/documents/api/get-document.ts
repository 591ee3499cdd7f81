import { apiPath, apiRoutes, type JobfitDocument } from '@jobfit/contracts';
import useSWR from 'swr';
import { apiCall } from 'src/lib/api-client';

export const documentUrl = (id: string) => apiPath(apiRoutes.getDocument, { params: { id } });

export function getDocument(id: string): Promise<JobfitDocument> {
  return apiCall(apiRoutes.getDocument, { params: { id } });
}

/**
 * One document. The editor owns its copy once loaded (autosave), so SWR never refetches it behind
 * the editor's back: a refetch happens only when the user chooses Reload.
 */
export function useDocument(id: string) {
  return useSWR(documentUrl(id), () => getDocument(id), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
}
