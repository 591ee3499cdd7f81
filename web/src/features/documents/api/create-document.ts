import { apiRoutes, type CreateDocumentInput, type JobfitDocument } from '@jobfit/contracts';
import { mutate } from 'swr';
import { apiCall } from 'src/lib/api-client';
import { documentUrl } from './get-document';
import { isDocumentsListKey } from './get-documents';

/** POST /api/documents → 201 the new tailored CV or cover letter; 402 when over the quota. */
export async function createDocument(input: CreateDocumentInput): Promise<JobfitDocument> {
  const doc = await apiCall(apiRoutes.createDocument, { body: input });
  // The editor opens on the answer without fetching it again.
  await mutate(documentUrl(doc.id), doc, { revalidate: false });
  void mutate(isDocumentsListKey, undefined, { revalidate: true });
  return doc;
}
