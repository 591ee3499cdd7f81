import { useMemo } from 'react';
import useSWR from 'swr';
import { fetchSessionUser, SESSION_KEY } from 'src/lib/session';
import { toSessionUser, type SessionUser } from 'src/lib/session-user';
import { useSessionStatus } from './use-session-status';

export type AuthState = {
  user: SessionUser | null;
  loading: boolean;
  authenticated: boolean;
  refetch: () => Promise<void>;
};

/**
 * The session as the UI sees it: loading, then signed in (with a parsed user) or not. Read with
 * SWR rather than the Better Auth client, which stays out of the first load (decision 090); the
 * client refreshes this entry after each of its calls (src/lib/auth-client.ts).
 */
export function useAuth(): AuthState {
  const { data } = useSWR(SESSION_KEY, fetchSessionUser);
  const { loading, refetch } = useSessionStatus();
  const user = useMemo(() => toSessionUser(data), [data]);
  return { user, loading, authenticated: Boolean(user), refetch };
}
