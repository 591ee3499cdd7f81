import { t } from '@lingui/core/macro';
import { z } from 'zod';
import { authClient } from 'src/lib/auth-client';
import { secondFactorErrorMessage } from 'src/lib/second-factor-error';

/** New backup codes; the old ones stop working (Better Auth `twoFactor.generateBackupCodes`). */
export async function generateBackupCodes(password: string): Promise<string[]> {
  const { data, error } = await authClient.twoFactor.generateBackupCodes({ password });
  if (error) throw new Error(secondFactorErrorMessage(error, t`Could not make new backup codes`));
  return z.object({ backupCodes: z.array(z.string()).min(1) }).parse(data).backupCodes;
}
