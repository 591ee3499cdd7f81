import { t } from '@lingui/core/macro';
import { secondFactorErrorMessage } from 'src/lib/second-factor-error';
import { loadPasskeyClient } from './get-passkeys';

/** Deletes a passkey; it no longer signs in (Better Auth `passkey.deletePasskey`). */
export async function deletePasskey(id: string): Promise<void> {
  const client = await loadPasskeyClient();
  const { error } = await client.passkey.deletePasskey({ id });
  if (error) throw new Error(secondFactorErrorMessage(error, t`Could not delete the passkey`));
}
