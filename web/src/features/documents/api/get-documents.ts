import { apiPath, apiRoutes, type DocumentKind, type DocumentList } from '@jobfit/contracts';
import useSWR from 'swr';
import { apiCall } from 'src/lib/api-client';

const DOCUMENTS_URL = apiPath(apiRoutes.listDocuments);

/** Rows per page of the documents table; the first is the default. */
export const DOCUMENT_PAGE_SIZES = [25, 50, 100] as const;

type DocumentsQuery = { scanId?: string; kind?: DocumentKind; page?: number; pageSize?: number };

/** The query as the URL carries it: defaults (page 1, the first page size) are left out. */
const listQuery = (query: DocumentsQuery) => ({
  scanId: query.scanId || undefined,
  kind: query.kind || undefined,
  page: query.page && query.page > 1 ? query.page : undefined,
  pageSize:
    query.pageSize && query.pageSize !== DOCUMENT_PAGE_SIZES[0] ? query.pageSize : undefined,
});

function documentsUrl(query: DocumentsQuery = {}): string {
  return apiPath(apiRoutes.listDocuments, { query: listQuery(query) });
}

function getDocuments(query: DocumentsQuery = {}): Promise<DocumentList> {
  return apiCall(apiRoutes.listDocuments, { query: listQuery(query) });
}

/** One page of the user's tailored CVs and cover letters, newest edit first; optionally of one scan. */
export function useDocuments(query: Omit<DocumentsQuery, 'kind'> = {}) {
  return useSWR(documentsUrl(query), () => getDocuments(query), { keepPreviousData: true });
}

/** Refetches every list of documents (after a create or a delete). */
export const isDocumentsListKey = (key: unknown) =>
  typeof key === 'string' && (key === DOCUMENTS_URL || key.startsWith(`${DOCUMENTS_URL}?`));
