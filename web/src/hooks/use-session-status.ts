import { useCallback } from 'react';
import useSWR from 'swr';
import { fetchSessionUser, SESSION_KEY } from 'src/lib/session';

export type SessionStatus = {
  loading: boolean;
  authenticated: boolean;
  refetch: () => Promise<void>;
};

/**
 * Whether someone is signed in, without parsing the user: what the route guards need, kept light
 * so the sign-in page's first load does not carry the schemas (decision 090). Same SWR entry as
 * `useAuth`, which parses the user for the pages that show it.
 */
export function useSessionStatus(): SessionStatus {
  const { data, isLoading, mutate } = useSWR(SESSION_KEY, fetchSessionUser);
  const refetch = useCallback(async () => {
    await mutate();
  }, [mutate]);
  const id = (data as { id?: unknown } | null | undefined)?.id;
  return { loading: isLoading, authenticated: typeof id === 'string', refetch };
}
