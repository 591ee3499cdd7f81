/** What Better Auth's client returns as `error` (status, code, message may each be missing). */
export type AuthError = { status?: number; code?: string; message?: string } | null | undefined;

export const TOO_MANY_ATTEMPTS = 'Too many attempts, try again in a minute';
const INVALID_CREDENTIALS = 'Invalid email or password';
export const EMAIL_NOT_VERIFIED_CODE = 'EMAIL_NOT_VERIFIED';

/** A message for a failed auth call; `fallback` when the server gives nothing better. */
export function authErrorMessage(
  error: AuthError,
  fallback = 'Something went wrong, try again',
): string {
  if (!error) return fallback;
  if (error.status === 429) return TOO_MANY_ATTEMPTS;
  if (error.message && error.message.trim()) return error.message;
  return fallback;
}

export function signInErrorMessage(error: AuthError): string {
  if (error?.status === 401) return INVALID_CREDENTIALS;
  // Only this code means it: other 403s (a wrong origin) have their own message.
  if (error?.code === EMAIL_NOT_VERIFIED_CODE) {
    return 'Please verify your email address first. Check your inbox for the link, or send a new one.';
  }
  return authErrorMessage(error);
}
