import { t } from '@lingui/core/macro';
import { secondFactorErrorMessage } from 'src/lib/second-factor-error';
import { loadPasskeyClient } from './get-passkeys';

/** Renames a passkey (Better Auth `passkey.updatePasskey`). */
export async function renamePasskey(id: string, name: string): Promise<void> {
  const client = await loadPasskeyClient();
  const { error } = await client.passkey.updatePasskey({ id, name });
  if (error) throw new Error(secondFactorErrorMessage(error, t`Could not rename the passkey`));
}
