import { passkeyClient as passkeyPlugin } from '@better-auth/passkey/client';
import { createAuthClient } from 'better-auth/client';
import { mutate } from 'swr';
import { languageHeader } from './i18n/request-language';
import { SESSION_KEY } from './session';

/**
 * Better Auth's passkey actions (register, sign in, list, rename, delete). A client of its own,
 * imported only when a passkey is used: it brings the WebAuthn browser library, which the sign-in
 * page must not load up front (decision 180).
 */
export const passkeyClient = createAuthClient({
  basePath: '/api/auth',
  fetchOptions: {
    onRequest: (context) => {
      context.headers.set('Accept-Language', languageHeader()['Accept-Language']);
    },
    onSuccess: ({ request }) => {
      if (String(request.url).includes('/passkey/verify-authentication')) void mutate(SESSION_KEY);
    },
  },
  plugins: [passkeyPlugin()],
});
