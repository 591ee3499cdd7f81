import { JobfitDocument } from '@jobfit/contracts';
import useSWR from 'swr';
import { apiRequest } from 'src/lib/api-client';
import { DOCUMENTS_URL } from './get-documents';

export const documentUrl = (id: string) => `${DOCUMENTS_URL}/${encodeURIComponent(id)}`;

export function getDocument(url: string): Promise<JobfitDocument> {
  return apiRequest(url, JobfitDocument);
}

/**
 * One document. The editor owns its copy once loaded (autosave), so SWR never refetches it behind
 * the editor's back: a refetch happens only when the user chooses Reload.
 */
export function useDocument(id: string) {
  return useSWR(documentUrl(id), getDocument, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
}
