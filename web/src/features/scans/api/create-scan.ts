import { apiRoutes, type CreateScanInput, type Scan } from '@jobfit/contracts';
import { mutate } from 'swr';
import { apiCall } from 'src/lib/api-client';
import { scanUrl } from 'src/hooks/use-scan';
import { SCANS_URL } from './get-scans';

/** POST /api/scans → 201 Scan. A `jobTargetId` alone rescans a tracked job (free). */
export async function createScan(input: CreateScanInput): Promise<Scan> {
  const scan = await apiCall(apiRoutes.createScan, { body: input });
  // The answer is the whole scan: the result page renders it without fetching it again.
  await mutate(scanUrl(scan.id), scan, { revalidate: false });
  void mutate((key) => typeof key === 'string' && key.startsWith(`${SCANS_URL}?`), undefined, {
    revalidate: true,
  });
  return scan;
}
