import { mutate } from 'swr';
import { ApiError } from 'src/lib/api-client';
import { documentUrl } from './get-document';
import { isDocumentsListKey } from './get-documents';

/** DELETE /api/documents/:id → 204 (a 404 means it is gone already); the lists refetch. */
export async function deleteDocument(id: string): Promise<void> {
  const res = await fetch(documentUrl(id), { method: 'DELETE', credentials: 'include' });
  if (!res.ok && res.status !== 404) {
    const body = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
    throw new ApiError(
      res.status,
      'internal',
      body?.error?.message ?? 'Could not delete the document.',
    );
  }
  await mutate(documentUrl(id), undefined, { revalidate: false });
  await mutate(isDocumentsListKey, undefined, { revalidate: true });
}
