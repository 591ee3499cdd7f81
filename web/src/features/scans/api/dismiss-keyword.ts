import { apiPath, apiRoutes, type DismissKeywordInput, type Scan } from '@jobfit/contracts';
import { mutate } from 'swr';
import { apiCall } from 'src/lib/api-client';
import { DASHBOARD_URL } from 'src/hooks/use-dashboard';
import { scanUrl } from 'src/hooks/use-scan';
import { SCANS_URL } from './get-scans';

// Key prefix of the job tracker, which shows a job's score.
const JOB_TARGETS_URL = apiPath(apiRoutes.listJobTargets);

/** Puts a recomputed scan in the cache and refreshes what shows its score elsewhere. */
export async function storeRecomputedScan(scan: Scan): Promise<Scan> {
  await mutate(scanUrl(scan.id), scan, { revalidate: false });
  // Scan lists, the job tracker and the dashboard show the score: they refetch when next shown.
  void mutate(
    (key) =>
      typeof key === 'string' &&
      (key.startsWith(`${SCANS_URL}?`) ||
        key.startsWith(JOB_TARGETS_URL) ||
        key.startsWith(DASHBOARD_URL)),
    undefined,
    { revalidate: true },
  );
  return scan;
}

/**
 * POST /api/scans/:id/dismissed-keywords → the scan recomputed without the keyword; the choice is
 * kept with the job, so later rescans leave it out too (decision 112).
 */
export async function dismissKeyword(scanId: string, input: DismissKeywordInput): Promise<Scan> {
  const scan = await apiCall(apiRoutes.dismissKeyword, { params: { id: scanId }, body: input });
  return storeRecomputedScan(scan);
}
