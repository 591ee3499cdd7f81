import { apiPath, apiRoutes } from '@jobfit/contracts';
import useSWR from 'swr';
import { apiCall } from 'src/lib/api-client';
import { fetchEarly, takeEarly } from 'src/lib/fetch-early';

const LATEST_SCANS_QUERY = { pageSize: 5 };
const LATEST_SCANS_URL = apiPath(apiRoutes.listScans, { query: LATEST_SCANS_QUERY });

const getLatestScans = () => apiCall(apiRoutes.listScans, { query: LATEST_SCANS_QUERY });

/** The five newest scans for the dashboard. */
export function useLatestScans() {
  return useSWR(LATEST_SCANS_URL, () => takeEarly(LATEST_SCANS_URL, getLatestScans));
}

/**
 * Starts loading the five newest scans when the route is entered, alongside the page's code (the route's
 * loader); the page's hook then takes this request instead of sending its own.
 */
export function preloadLatestScans(): void {
  fetchEarly(LATEST_SCANS_URL, getLatestScans);
}
