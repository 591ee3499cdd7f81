import { apiPath, apiRoutes, type DocumentList } from '@jobfit/contracts';
import useSWR from 'swr';
import { apiCall } from 'src/lib/api-client';

// A key the documents feature revalidates after a create or a delete. The 100 most
// recently edited tailored CVs (the list's page limit) are the ones a user picks from.
const CV_DOCUMENTS_QUERY = { kind: 'cv', pageSize: 100 } as const;
const CV_DOCUMENTS_URL = apiPath(apiRoutes.listDocuments, { query: CV_DOCUMENTS_QUERY });

function getCvDocuments(): Promise<DocumentList> {
  return apiCall(apiRoutes.listDocuments, { query: CV_DOCUMENTS_QUERY });
}

/** The user's tailored CVs: what "CV sent" can name besides the master CV. */
export function useCvDocuments() {
  return useSWR(CV_DOCUMENTS_URL, getCvDocuments);
}
