import { t } from '@lingui/core/macro';
import { mutate } from 'swr';
import { apiErrorFromBody } from 'src/lib/api-error';
import { languageHeader } from 'src/lib/i18n/request-language';
import { documentUrl } from './get-document';
import { isDocumentsListKey } from './get-documents';

/** DELETE /api/documents/:id → 204 (a 404 means it is gone already); the lists refetch. */
export async function deleteDocument(id: string): Promise<void> {
  const res = await fetch(documentUrl(id), {
    method: 'DELETE',
    credentials: 'include',
    headers: languageHeader(),
  });
  if (!res.ok && res.status !== 404) {
    const payload: unknown = await res.json().catch(() => undefined);
    throw apiErrorFromBody(res.status, payload, t`Could not delete the document.`);
  }
  await mutate(documentUrl(id), undefined, { revalidate: false });
  await mutate(isDocumentsListKey, undefined, { revalidate: true });
}
