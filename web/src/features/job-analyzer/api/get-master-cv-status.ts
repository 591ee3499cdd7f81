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

/** Whether there is a master CV to scan against (null: none yet). */
export function useMasterCvStatus() {
  return useSWR(MASTER_CV_URL, getMasterCvOrNull, { revalidateOnFocus: false });
}
