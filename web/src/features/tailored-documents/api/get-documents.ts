import { DocumentList, type DocumentKind } from '@jobfit/contracts';
import useSWR from 'swr';
import type { z } from 'zod';
import { apiRequest } from 'src/lib/api-client';

export const DOCUMENTS_URL = '/api/documents';

export function documentsUrl(query: { scanId?: string; kind?: DocumentKind } = {}): string {
  const params = new URLSearchParams();
  if (query.scanId) params.set('scanId', query.scanId);
  if (query.kind) params.set('kind', query.kind);
  const qs = params.toString();
  return qs ? `${DOCUMENTS_URL}?${qs}` : DOCUMENTS_URL;
}

export function getDocuments(url: string): Promise<z.infer<typeof DocumentList>> {
  return apiRequest(url, DocumentList);
}

/** The user's tailored CVs and cover letters, newest edit first; optionally of one scan. */
export function useDocuments(query: { scanId?: string } = {}) {
  return useSWR(documentsUrl(query), getDocuments, { keepPreviousData: true });
}

/** Refetches every list of documents (after a create or a delete). */
export const isDocumentsListKey = (key: unknown) =>
  typeof key === 'string' && (key === DOCUMENTS_URL || key.startsWith(`${DOCUMENTS_URL}?`));
