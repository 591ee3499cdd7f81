import { t } from '@lingui/core/macro';
import { apiRoutes, type MasterCv } from '@jobfit/contracts';
import { mutate } from 'swr';
import { apiCall } from 'src/lib/api-client';
import { ApiError } from 'src/lib/api-error';
import { MASTER_CV_URL } from 'src/hooks/use-master-cv';

/** POST /api/cv/import with a JSON Resume file's content; replaces the master CV. */
export async function importJsonResume(file: File): Promise<MasterCv> {
  let body: unknown;
  try {
    body = JSON.parse(await file.text());
  } catch {
    const name = file.name;
    throw new ApiError(400, 'validation', t`${name} is not a JSON file.`);
  }
  // The server validates the document; the file's shape is its business, not the form's.
  const saved = await apiCall(apiRoutes.importJsonResume, {
    body: body as Record<string, unknown>,
  });
  await mutate(MASTER_CV_URL, saved, { revalidate: false });
  return saved;
}
