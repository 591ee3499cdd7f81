import { apiPath, apiRoutes } from '@jobfit/contracts';
import useSWR from 'swr';
import { apiCall } from 'src/lib/api-client';

const LATEST_SCANS_QUERY = { pageSize: 5 };
const LATEST_SCANS_URL = apiPath(apiRoutes.listScans, { query: LATEST_SCANS_QUERY });

/** The five newest scans for the dashboard. */
export function useLatestScans() {
  return useSWR(LATEST_SCANS_URL, () =>
    apiCall(apiRoutes.listScans, { query: LATEST_SCANS_QUERY }),
  );
}
