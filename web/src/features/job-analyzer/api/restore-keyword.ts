import { Scan } from '@jobfit/contracts';
import { apiRequest } from 'src/lib/api-client';
import { storeRecomputedScan } from './dismiss-keyword';
import { scanUrl } from './get-scan';

/** DELETE /api/scans/:id/dismissed-keywords?keyword= → the scan recomputed with it again (undo). */
export async function restoreKeyword(scanId: string, keyword: string): Promise<Scan> {
  const query = new URLSearchParams({ keyword }).toString();
  const scan = await apiRequest(`${scanUrl(scanId)}/dismissed-keywords?${query}`, Scan, {
    method: 'DELETE',
  });
  return storeRecomputedScan(scan);
}
