import { ScanList } from '@jobfit/contracts';
import useSWR from 'swr';
import { apiRequest } from 'src/lib/api-client';

const LATEST_SCANS_URL = '/api/scans?pageSize=5';

/** The five newest scans for the dashboard. */
export function useLatestScans() {
  return useSWR(LATEST_SCANS_URL, (url: string) => apiRequest(url, ScanList));
}
