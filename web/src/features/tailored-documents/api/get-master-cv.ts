import { MasterCv } from '@jobfit/contracts';
import useSWR from 'swr';
import { ApiError, apiRequest } from 'src/lib/api-client';

// Same URL and result (null without a CV) as the master CV page's hook, so they share a cache entry.
const MASTER_CV_URL = '/api/cv';

async function getMasterCv(url: string): Promise<MasterCv | null> {
  try {
    return await apiRequest(url, MasterCv);
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

/** The master CV whose bullets a confirmed skill can be named in. */
export function useMasterCvForPlacement() {
  return useSWR(MASTER_CV_URL, getMasterCv, { revalidateOnFocus: false });
}
