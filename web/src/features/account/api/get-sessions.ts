import { t } from '@lingui/core/macro';
import useSWR from 'swr';
import { z } from 'zod';
import { authClient } from 'src/lib/auth-client';

const Session = z.object({
  id: z.string(),
  token: z.string(),
  createdAt: z.coerce.date(),
  updatedAt: z.coerce.date(),
  expiresAt: z.coerce.date(),
  ipAddress: z.string().nullish(),
  userAgent: z.string().nullish(),
});
export type Session = z.infer<typeof Session>;

const SESSIONS_KEY = 'auth:list-sessions';

/** Better Auth's list of the user's active sessions, parsed at the boundary. */
async function getSessions(): Promise<Session[]> {
  const { data, error } = await authClient.listSessions();
  if (error) throw new Error(error.message ?? t`Could not load your sessions.`);
  return z.array(Session).parse(data);
}

export function useSessions() {
  return useSWR(SESSIONS_KEY, getSessions);
}
