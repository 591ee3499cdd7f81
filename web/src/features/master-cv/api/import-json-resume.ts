import { MasterCv } from '@jobfit/contracts';
import { mutate } from 'swr';
import { ApiError, apiRequest } from 'src/lib/api-client';
import { MASTER_CV_URL } from 'src/hooks/use-master-cv';

/** POST /api/cv/import with a JSON Resume file's content; replaces the master CV. */
export async function importJsonResume(file: File): Promise<MasterCv> {
  let body: unknown;
  try {
    body = JSON.parse(await file.text());
  } catch {
    throw new ApiError(400, 'validation', `${file.name} is not a JSON file.`);
  }
  const saved = await apiRequest(`${MASTER_CV_URL}/import`, MasterCv, { method: 'POST', body });
  await mutate(MASTER_CV_URL, saved, { revalidate: false });
  return saved;
}
