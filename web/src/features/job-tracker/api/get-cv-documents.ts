import { DocumentList } from '@jobfit/contracts';
import useSWR from 'swr';
import type { z } from 'zod';
import { apiRequest } from 'src/lib/api-client';

// A key the tailored-documents feature revalidates after a create or a delete. The 100 most
// recently edited tailored CVs (the list's page limit) are the ones a user picks from.
const CV_DOCUMENTS_URL = '/api/documents?kind=cv&pageSize=100';

export function getCvDocuments(url: string): Promise<z.infer<typeof DocumentList>> {
  return apiRequest(url, DocumentList);
}

/** The user's tailored CVs: what "CV sent" can name besides the master CV. */
export function useCvDocuments() {
  return useSWR(CV_DOCUMENTS_URL, getCvDocuments);
}
