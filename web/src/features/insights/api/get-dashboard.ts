import { apiPath, apiRoutes, type DashboardStats } from '@jobfit/contracts';
import useSWR from 'swr';
import { apiCall } from 'src/lib/api-client';

export const DASHBOARD_URL = apiPath(apiRoutes.getDashboard);

export function getDashboard(): Promise<DashboardStats> {
  return apiCall(apiRoutes.getDashboard);
}

/** The dashboard figures: usage, scores, pipeline, missing skills, recent scans, deadlines. */
export function useDashboard() {
  return useSWR(DASHBOARD_URL, getDashboard);
}
