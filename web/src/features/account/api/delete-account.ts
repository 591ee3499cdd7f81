import { z } from 'zod';
import { apiRequest } from 'src/lib/api-client';

/** DELETE /api/account { confirmEmail } → 204: the account and all its data are gone. */
export async function deleteAccount(confirmEmail: string): Promise<void> {
  await apiRequest('/api/account', z.unknown(), { method: 'DELETE', body: { confirmEmail } });
}

/** GET /api/account/export: a JSON file with everything we hold about the user. */
export const ACCOUNT_EXPORT_URL = '/api/account/export';
