import { type MessageKey, type ServerLocale, ServerText } from './server-text.ts';

/**
 * Better Auth's error codes whose message the auth pages may show, and ours in their place for a
 * reader of another language. By code, never by the English text: Better Auth may reword it.
 */
const AUTH_CODE_MESSAGES: Record<string, MessageKey> = {
  INVALID_TOKEN: 'auth.invalid_token',
  TOKEN_EXPIRED: 'auth.token_expired',
  INVALID_PASSWORD: 'auth.invalid_password',
  INVALID_EMAIL_OR_PASSWORD: 'auth.invalid_email_or_password',
  INVALID_EMAIL: 'auth.invalid_email',
  EMAIL_NOT_VERIFIED: 'auth.email_not_verified',
  EMAIL_ALREADY_VERIFIED: 'auth.email_already_verified',
  USER_ALREADY_EXISTS: 'auth.user_exists',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'auth.user_exists',
  PASSWORD_TOO_SHORT: 'auth.password_too_short',
  PASSWORD_TOO_LONG: 'auth.password_too_long',
  SESSION_EXPIRED: 'auth.session_expired',
  EMAIL_CAN_NOT_BE_UPDATED: 'auth.email_not_updatable',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'auth.no_password',
  USER_NOT_FOUND: 'auth.user_not_found',
  // Ours (account-rate-limit.ts), in Better Auth's shape.
  TOO_MANY_REQUESTS: 'auth.too_many_attempts',
};

/**
 * An auth answer as the reader's language has it: an error `{ code, message }` with a code of
 * the table gets the table's message; anything else (English, success, another shape) is
 * returned untouched.
 */
export async function wordedAuthAnswer(res: Response, locale: ServerLocale): Promise<Response> {
  if (locale === 'en' || res.ok || !res.headers.get('content-type')?.includes('json')) return res;
  const body: unknown = await res
    .clone()
    .json()
    .catch(() => undefined);
  if (!body || typeof body !== 'object' || !('code' in body) || typeof body.code !== 'string') {
    return res;
  }
  const key = AUTH_CODE_MESSAGES[body.code];
  if (!key) return res;
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify({ ...body, message: ServerText.of(key, {}).in(locale) }), {
    status: res.status,
    statusText: res.statusText,
    headers,
  });
}
