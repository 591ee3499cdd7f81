import { inferAdditionalFields } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

/** The one Better Auth client (server basePath `/api/auth`, same origin; Vite proxies in dev). */
export const authClient = createAuthClient({
  basePath: '/api/auth',
  plugins: [
    inferAdditionalFields({
      user: {
        role: { type: 'string', required: false },
        plan: { type: 'string', required: false },
        onboardingCompletedAt: { type: 'date', required: false },
      },
    }),
  ],
});

export type AuthClientError = { status: number; code?: string; message?: string };
