import { apiPath, apiRoutes, type DeleteAccountInput } from '@jobfit/contracts';
import { apiCall } from 'src/lib/api-client';

/**
 * DELETE /api/account { password } → 204: the account and all its data are gone. An account
 * without a password (Google, GitHub) sends none and needs a recent sign-in instead.
 */
export async function deleteAccount(input: DeleteAccountInput): Promise<void> {
  await apiCall(apiRoutes.deleteAccount, { body: input });
}

/** GET /api/account/export: a JSON file with everything we hold about the user. */
export const ACCOUNT_EXPORT_URL = apiPath(apiRoutes.exportAccount);
