import { inferAdditionalFields, twoFactorClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';
import { mutate } from 'swr';
import { languageHeader } from './i18n/request-language';
import { SESSION_KEY } from './session';

/**
 * The one Better Auth client (server basePath `/api/auth`, same origin; Vite proxies in dev). Only
 * the pages that act on the session import it; after each successful call the session that
 * `useAuth` reads is fetched again, as the client's own `useSession` would be.
 */
export const authClient = createAuthClient({
  basePath: '/api/auth',
  fetchOptions: {
    // Its e-mails and error messages in the reader's language (decision 196).
    onRequest: (context) => {
      context.headers.set('Accept-Language', languageHeader()['Accept-Language']);
    },
    onSuccess: ({ request }) => {
      if (!String(request.url).includes('/get-session')) void mutate(SESSION_KEY);
    },
  },
  plugins: [
    // Endpoint types and paths only; the second-step screens load with it on demand (decision 180).
    twoFactorClient(),
    inferAdditionalFields({
      user: {
        role: { type: 'string', required: false },
        plan: { type: 'string', required: false },
        onboardingCompletedAt: { type: 'date', required: false },
      },
    }),
  ],
});
