import { t } from '@lingui/core/macro';
import { authClient } from 'src/lib/auth-client';
import { secondFactorErrorMessage } from 'src/lib/second-factor-error';

/** Turns two-factor sign-in off; the password is required (Better Auth `twoFactor.disable`). */
export async function disableTwoFactor(password: string): Promise<void> {
  const { error } = await authClient.twoFactor.disable({ password });
  if (error) {
    throw new Error(secondFactorErrorMessage(error, t`Could not turn two-factor sign-in off`));
  }
}
