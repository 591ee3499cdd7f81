import { t } from '@lingui/core/macro';
import { authClient } from 'src/lib/auth-client';

/** Signs one session out (Better Auth `revokeSession`). */
export async function revokeSession(token: string): Promise<void> {
  const { error } = await authClient.revokeSession({ token });
  if (error) throw new Error(error.message ?? t`Could not sign that session out.`);
}
