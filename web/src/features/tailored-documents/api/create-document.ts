import { type CreateDocumentInput, JobfitDocument } from '@jobfit/contracts';
import { mutate } from 'swr';
import { apiRequest } from 'src/lib/api-client';
import { documentUrl } from './get-document';
import { DOCUMENTS_URL, isDocumentsListKey } from './get-documents';

/** POST /api/documents → 201 the new tailored CV or cover letter; 402 when over the quota. */
export async function createDocument(input: CreateDocumentInput): Promise<JobfitDocument> {
  const doc = await apiRequest(DOCUMENTS_URL, JobfitDocument, { method: 'POST', body: input });
  // The editor opens on the answer without fetching it again.
  await mutate(documentUrl(doc.id), doc, { revalidate: false });
  void mutate(isDocumentsListKey, undefined, { revalidate: true });
  return doc;
}
