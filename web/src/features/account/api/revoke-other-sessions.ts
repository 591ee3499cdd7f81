import { t } from '@lingui/core/macro';
import { authClient } from 'src/lib/auth-client';

/** Signs out every session but this one (Better Auth `revokeOtherSessions`). */
export async function revokeOtherSessions(): Promise<void> {
  const { error } = await authClient.revokeOtherSessions();
  if (error) throw new Error(error.message ?? t`Could not sign the other sessions out.`);
}
