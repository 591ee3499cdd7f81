import { useCallback } from 'react';
import useSWR from 'swr';
import { type ConnectionError, isConnectionError } from 'src/lib/connection';
import { fetchSessionUser, SESSION_KEY } from 'src/lib/session';

export type SessionStatus = {
  loading: boolean;
  authenticated: boolean;
  refetch: () => Promise<void>;
  /** The session could not be checked at all (API down, or 429): not the same as signed out. */
  unreachable: ConnectionError | undefined;
};

/**
 * Whether someone is signed in, without parsing the user: what the route guards need, kept light
 * so the sign-in page's first load does not carry the schemas (decision 090). Same SWR entry as
 * `useAuth`, which parses the user for the pages that show it.
 */
export function useSessionStatus(): SessionStatus {
  const { data, error, isLoading, mutate } = useSWR(SESSION_KEY, fetchSessionUser);
  const refetch = useCallback(async () => {
    await mutate();
  }, [mutate]);
  const id = (data as { id?: unknown } | null | undefined)?.id;
  const unreachable = data === undefined && isConnectionError(error) ? error : undefined;
  return { loading: isLoading, authenticated: typeof id === 'string', refetch, unreachable };
}
