import { apiRoutes, type JobfitDocument, type UpdateDocumentInput } from '@jobfit/contracts';
import { apiCall } from 'src/lib/api-client';

/**
 * PUT /api/documents/:id (autosave). A stale `baseVersion` answers 409 unless `force`. The caller
 * (the editor) keeps the answer; lists refresh on their own next visit.
 */
export function updateDocument(id: string, input: UpdateDocumentInput): Promise<JobfitDocument> {
  return apiCall(apiRoutes.updateDocument, { params: { id }, body: input });
}
