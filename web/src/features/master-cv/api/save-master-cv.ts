import { apiRoutes, type MasterCv, type SaveCvInput } from '@jobfit/contracts';
import { mutate } from 'swr';
import { apiCall } from 'src/lib/api-client';
import { MASTER_CV_URL } from 'src/hooks/use-master-cv';

/** PUT /api/cv; the saved CV replaces the cached one. 409 when `baseVersion` is stale. */
export async function saveMasterCv(input: SaveCvInput): Promise<MasterCv> {
  const saved = await apiCall(apiRoutes.saveMasterCv, { body: input });
  await mutate(MASTER_CV_URL, saved, { revalidate: false });
  return saved;
}
