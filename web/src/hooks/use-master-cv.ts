import { apiPath, apiRoutes, type MasterCv } from '@jobfit/contracts';
import useSWR from 'swr';
import { apiCall } from 'src/lib/api-client';
import { fetchEarly, takeEarly } from 'src/lib/fetch-early';
import { ApiError } from 'src/lib/api-error';

/** The master CV's URL, and so its one SWR cache entry: every feature reading it shares it. */
export const MASTER_CV_URL = apiPath(apiRoutes.getMasterCv);

/** The master CV, or null when the user has none yet (404). */
export async function getMasterCv(): Promise<MasterCv | null> {
  try {
    return await apiCall(apiRoutes.getMasterCv);
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

/**
 * The master CV (null: none yet), for the master CV page, the dashboard's call to action, the
 * analyzer and the tailoring step alike.
 */
export function useMasterCv() {
  return useSWR(MASTER_CV_URL, () => takeEarly(MASTER_CV_URL, getMasterCv), {
    revalidateOnFocus: false,
  });
}

/**
 * Starts loading the master CV when the route is entered, alongside the page's code (the route's
 * loader); the page's hook then takes this request instead of sending its own.
 */
export function preloadMasterCv(): void {
  fetchEarly(MASTER_CV_URL, getMasterCv);
}
