import { DocumentList, type DocumentKind } from '@jobfit/contracts';
import useSWR from 'swr';
import type { z } from 'zod';
import { apiRequest } from 'src/lib/api-client';

export const DOCUMENTS_URL = '/api/documents';

/** Rows per page of the documents table; the first is the default. */
export const DOCUMENT_PAGE_SIZES = [25, 50, 100] as const;

type DocumentsQuery = { scanId?: string; kind?: DocumentKind; page?: number; pageSize?: number };

export function documentsUrl(query: DocumentsQuery = {}): string {
  const params = new URLSearchParams();
  if (query.scanId) params.set('scanId', query.scanId);
  if (query.kind) params.set('kind', query.kind);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  if (query.pageSize && query.pageSize !== DOCUMENT_PAGE_SIZES[0]) {
    params.set('pageSize', String(query.pageSize));
  }
  const qs = params.toString();
  return qs ? `${DOCUMENTS_URL}?${qs}` : DOCUMENTS_URL;
}

export function getDocuments(url: string): Promise<z.infer<typeof DocumentList>> {
  return apiRequest(url, DocumentList);
}

/** One page of the user's tailored CVs and cover letters, newest edit first; optionally of one scan. */
export function useDocuments(query: Omit<DocumentsQuery, 'kind'> = {}) {
  return useSWR(documentsUrl(query), getDocuments, { keepPreviousData: true });
}

/** Refetches every list of documents (after a create or a delete). */
export const isDocumentsListKey = (key: unknown) =>
  typeof key === 'string' && (key === DOCUMENTS_URL || key.startsWith(`${DOCUMENTS_URL}?`));
