import { MasterCv } from '@jobfit/contracts';
import useSWR from 'swr';
import { ApiError, apiRequest } from 'src/lib/api-client';

const MASTER_CV_URL = '/api/cv';

async function getMasterCvOrNull(): Promise<MasterCv | null> {
  try {
    return await apiRequest(MASTER_CV_URL, MasterCv);
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

/** The master CV, or null when there is none yet (the dashboard's call to action). */
export function useMasterCvStatus() {
  return useSWR(MASTER_CV_URL, getMasterCvOrNull, { revalidateOnFocus: false });
}
