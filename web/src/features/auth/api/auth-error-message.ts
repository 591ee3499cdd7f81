import { t } from '@lingui/core/macro';

/** What Better Auth's client returns as `error` (status, code, message may each be missing). */
export type AuthError = { status?: number; code?: string; message?: string } | null | undefined;

export const EMAIL_NOT_VERIFIED_CODE = 'EMAIL_NOT_VERIFIED';

/** A message for a failed auth call; `fallback` when the server gives nothing better. */
export function authErrorMessage(error: AuthError, fallback?: string): string {
  const otherwise = fallback ?? t`Something went wrong, try again`;
  if (!error) return otherwise;
  if (error.status === 429) return t`Too many attempts, try again in a minute`;
  if (error.message && error.message.trim()) return error.message;
  return otherwise;
}

export function signInErrorMessage(error: AuthError): string {
  if (error?.status === 401) return t`Invalid email or password`;
  // Only this code means it: other 403s (a wrong origin) have their own message.
  if (error?.code === EMAIL_NOT_VERIFIED_CODE) {
    return t`Please verify your email address first. Check your inbox for the link, or send a new one.`;
  }
  return authErrorMessage(error);
}
