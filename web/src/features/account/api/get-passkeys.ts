import { t } from '@lingui/core/macro';
import useSWR from 'swr';
import { z } from 'zod';
import { secondFactorErrorMessage } from 'src/lib/second-factor-error';

const Passkey = z.object({
  id: z.string(),
  name: z.string().nullish(),
  deviceType: z.string(),
  backedUp: z.boolean(),
  createdAt: z.coerce.date(),
});
export type Passkey = z.infer<typeof Passkey>;

const PASSKEYS_KEY = 'auth:list-passkeys';

/** The passkey client, with the WebAuthn library, loads with the first passkey call only. */
export const loadPasskeyClient = () =>
  import('src/lib/passkey-client').then((m) => m.passkeyClient);

/** The user's passkeys (Better Auth `passkey.listUserPasskeys`), parsed at the boundary. */
async function getPasskeys(): Promise<Passkey[]> {
  const client = await loadPasskeyClient();
  const { data, error } = await client.passkey.listUserPasskeys();
  if (error) throw new Error(secondFactorErrorMessage(error, t`Could not load your passkeys.`));
  return z.array(Passkey).parse(data);
}

export function usePasskeys() {
  return useSWR(PASSKEYS_KEY, getPasskeys);
}
