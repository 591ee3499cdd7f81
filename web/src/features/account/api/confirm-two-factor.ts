import { t } from '@lingui/core/macro';
import { authClient } from 'src/lib/auth-client';
import { secondFactorErrorMessage } from 'src/lib/second-factor-error';

/** Confirms a TOTP enrolment with a code from the app (Better Auth `twoFactor.verifyTotp`). */
export async function confirmTwoFactor(code: string): Promise<void> {
  const { error } = await authClient.twoFactor.verifyTotp({ code });
  if (error) throw new Error(secondFactorErrorMessage(error, t`Could not check the code`));
}
