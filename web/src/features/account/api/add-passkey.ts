import { t } from '@lingui/core/macro';
import { secondFactorErrorMessage } from 'src/lib/second-factor-error';
import { loadPasskeyClient } from './get-passkeys';

/** Registers a passkey of this device or a security key (Better Auth `passkey.addPasskey`). */
export async function addPasskey(name: string): Promise<void> {
  const client = await loadPasskeyClient();
  const result = await client.passkey.addPasskey({ name });
  if (result?.error)
    throw new Error(secondFactorErrorMessage(result.error, t`Could not add the passkey`));
}
