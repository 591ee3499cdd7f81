import { JobfitDocument, type UpdateDocumentInput } from '@jobfit/contracts';
import { apiRequest } from 'src/lib/api-client';
import { documentUrl } from './get-document';

/**
 * PUT /api/documents/:id (autosave). A stale `baseVersion` answers 409 unless `force`. The caller
 * (the editor) keeps the answer; lists refresh on their own next visit.
 */
export function updateDocument(id: string, input: UpdateDocumentInput): Promise<JobfitDocument> {
  return apiRequest(documentUrl(id), JobfitDocument, { method: 'PUT', body: input });
}
