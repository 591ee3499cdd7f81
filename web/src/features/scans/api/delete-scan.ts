import { t } from '@lingui/core/macro';
import { mutate } from 'swr';
import { apiErrorFromBody } from 'src/lib/api-error';
import { languageHeader } from 'src/lib/i18n/request-language';
import { scanUrl } from 'src/hooks/use-scan';
import { SCANS_URL } from './get-scans';

/** DELETE /api/scans/:id → 204; the lists refetch. */
export async function deleteScan(id: string): Promise<void> {
  const res = await fetch(scanUrl(id), {
    method: 'DELETE',
    credentials: 'include',
    headers: languageHeader(),
  });
  if (!res.ok && res.status !== 404) {
    const payload: unknown = await res.json().catch(() => undefined);
    throw apiErrorFromBody(res.status, payload, t`Could not delete the scan.`);
  }
  await mutate((key) => typeof key === 'string' && key.startsWith(`${SCANS_URL}?`), undefined, {
    revalidate: true,
  });
}
