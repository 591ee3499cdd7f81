import { apiRoutes, type Scan } from '@jobfit/contracts';
import { apiCall } from 'src/lib/api-client';
import { storeRecomputedScan } from './dismiss-keyword';

/** DELETE /api/scans/:id/dismissed-keywords?keyword= → the scan recomputed with it again (undo). */
export async function restoreKeyword(scanId: string, keyword: string): Promise<Scan> {
  const scan = await apiCall(apiRoutes.restoreKeyword, {
    params: { id: scanId },
    query: { keyword },
  });
  return storeRecomputedScan(scan);
}
