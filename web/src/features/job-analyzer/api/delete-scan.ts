import { mutate } from 'swr';
import { ApiError } from 'src/lib/api-client';
import { SCANS_URL } from './get-scans';
import { scanUrl } from './get-scan';

/** DELETE /api/scans/:id → 204; the lists refetch. */
export async function deleteScan(id: string): Promise<void> {
  const res = await fetch(scanUrl(id), { method: 'DELETE', credentials: 'include' });
  if (!res.ok && res.status !== 404) {
    const body = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
    throw new ApiError(
      res.status,
      'internal',
      body?.error?.message ?? 'Could not delete the scan.',
    );
  }
  await mutate((key) => typeof key === 'string' && key.startsWith(`${SCANS_URL}?`), undefined, {
    revalidate: true,
  });
}
