import { apiPath, apiRoutes, type DashboardStats } from '@jobfit/contracts';
import useSWR from 'swr';
import { apiCall } from 'src/lib/api-client';
import { fetchEarly, takeEarly } from 'src/lib/fetch-early';

/** The dashboard figures' URL, and so their one SWR cache entry (insights, subscription). */
export const DASHBOARD_URL = apiPath(apiRoutes.getDashboard);

function getDashboard(): Promise<DashboardStats> {
  return apiCall(apiRoutes.getDashboard);
}

/**
 * The dashboard figures: usage, scores, pipeline, missing skills, recent scans, deadlines; the
 * insights page draws them and the subscription page reads its usage meters from them.
 */
export function useDashboard() {
  return useSWR(DASHBOARD_URL, () => takeEarly(DASHBOARD_URL, getDashboard));
}

/**
 * Starts loading the dashboard figures when the route is entered, alongside the page's code (the route's
 * loader); the page's hook then takes this request instead of sending its own.
 */
export function preloadDashboard(): void {
  fetchEarly(DASHBOARD_URL, getDashboard);
}
