import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';

/** What Better Auth's client returns as `error` (status, code, message may each be missing). */
type AuthError = { status?: number; code?: string; message?: string } | null | undefined;

/** The sign-in challenge is over (too many codes, or it expired): the password is asked again. */
export const CHALLENGE_ENDED_CODES = new Set([
  'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE',
  'INVALID_TWO_FACTOR_COOKIE',
]);

const MESSAGES: Record<string, MessageDescriptor> = {
  INVALID_CODE: msg`That code is not right. Check the time on your device and try the newest code.`,
  INVALID_BACKUP_CODE: msg`That backup code is not right, or it was already used.`,
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: msg`Too many wrong codes. Sign in with your password again to get a new try.`,
  INVALID_TWO_FACTOR_COOKIE: msg`This sign-in has expired. Sign in with your password again.`,
  ACCOUNT_TEMPORARILY_LOCKED: msg`Too many wrong codes for this account. Wait 15 minutes, then sign in again.`,
  INVALID_PASSWORD: msg`That password is not right.`,
  TOTP_ALREADY_ENABLED: msg`Two-factor sign-in is already on.`,
  AUTH_CANCELLED: msg`The passkey request was cancelled or timed out.`,
  PASSKEY_NOT_FOUND: msg`This passkey is not registered with Jobfit any more.`,
  ERROR_CEREMONY_ABORTED: msg`The passkey request was cancelled.`,
  ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED: msg`This device already holds a passkey for Jobfit.`,
};

/**
 * A message for a failed second-factor or passkey call: wrong code, expired or used up
 * challenge, locked account, too many requests (decision 180).
 *
 * @example toast.error(secondFactorErrorMessage(error, 'Could not turn two-factor sign-in on'))
 */
export function secondFactorErrorMessage(error: AuthError, fallback?: string): string {
  const known = error?.code ? MESSAGES[error.code] : undefined;
  if (known) return i18n._(known);
  if (error?.status === 429) return t`Too many attempts, try again in a minute`;
  if (error?.message && error.message.trim()) return error.message;
  return fallback ?? t`Something went wrong, try again`;
}
