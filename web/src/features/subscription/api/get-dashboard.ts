import { apiPath, apiRoutes, type DashboardStats } from '@jobfit/contracts';
import useSWR from 'swr';
import { apiCall } from 'src/lib/api-client';

export const DASHBOARD_URL = apiPath(apiRoutes.getDashboard);

export function getDashboard(): Promise<DashboardStats> {
  return apiCall(apiRoutes.getDashboard);
}

/** The dashboard figures; the subscription page reads its usage meters from them. */
export function useDashboard() {
  return useSWR(DASHBOARD_URL, getDashboard);
}
