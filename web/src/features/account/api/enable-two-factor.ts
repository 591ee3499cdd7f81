import { t } from '@lingui/core/macro';
import { z } from 'zod';
import { authClient } from 'src/lib/auth-client';
import { secondFactorErrorMessage } from 'src/lib/second-factor-error';

const Enrolment = z.object({
  totpURI: z.string().startsWith('otpauth://totp/'),
  backupCodes: z.array(z.string()).min(1),
});
export type Enrolment = z.infer<typeof Enrolment>;

/**
 * Starts a TOTP enrolment (Better Auth `twoFactor.enable`): a new secret as an otpauth URI and
 * fresh backup codes. Two-factor sign-in is on only once `confirmTwoFactor` accepts a code.
 */
export async function enableTwoFactor(password: string): Promise<Enrolment> {
  const { data, error } = await authClient.twoFactor.enable({ password });
  if (error) throw new Error(secondFactorErrorMessage(error, t`Could not start the set-up`));
  return Enrolment.parse(data);
}
