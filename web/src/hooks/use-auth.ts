import { useCallback } from 'react';
import { authClient } from 'src/lib/auth-client';
import { toSessionUser, type SessionUser } from 'src/lib/session-user';

export type AuthState = {
  user: SessionUser | null;
  loading: boolean;
  authenticated: boolean;
  refetch: () => Promise<void>;
};

/** The session as the UI sees it: loading, then signed in (with a parsed user) or not. */
export function useAuth(): AuthState {
  const { data, isPending, refetch: refetchSession } = authClient.useSession();
  const user = toSessionUser(data?.user);
  const refetch = useCallback(async () => {
    await refetchSession();
  }, [refetchSession]);
  return { user, loading: isPending, authenticated: Boolean(user), refetch };
}
