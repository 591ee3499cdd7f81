import { DashboardStats } from '@jobfit/contracts';
import useSWR from 'swr';
import { apiRequest } from 'src/lib/api-client';

export const DASHBOARD_URL = '/api/dashboard';

export function getDashboard(url: string): Promise<DashboardStats> {
  return apiRequest(url, DashboardStats);
}

/** The dashboard figures: usage, scores, pipeline, missing skills, recent scans, deadlines. */
export function useDashboard() {
  return useSWR(DASHBOARD_URL, getDashboard);
}
