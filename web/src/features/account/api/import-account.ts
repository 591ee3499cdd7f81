import { t } from '@lingui/core/macro';
import {
  ACCOUNT_IMPORT_MAX_BYTES,
  type AccountImport,
  type AccountImportResult,
  apiRoutes,
} from '@jobfit/contracts';
import { apiCall } from 'src/lib/api-client';
import { ApiError } from 'src/lib/api-error';

/**
 * POST /api/account/import with a data export file → what was imported (decision 174). A file
 * that is too large or not JSON is refused here, with the words the server would use.
 */
export async function importAccount(file: File): Promise<AccountImportResult> {
  if (file.size > ACCOUNT_IMPORT_MAX_BYTES) {
    throw new ApiError(413, 'file_too_large', t`The file is too large: 20 MB at most.`);
  }
  let body: unknown;
  try {
    body = JSON.parse(await file.text());
  } catch {
    throw new ApiError(400, 'validation', t`This file is not a Jobfit data export (JSON).`);
  }
  // The server validates every field; the file's shape is its business, not the form's.
  return apiCall(apiRoutes.importAccount, { body: body as AccountImport });
}
