import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';

/**
 * SWR with a cache of its own and no retries, so a test sees only its own answers, once.
 *
 * @example renderHook(() => useIsFreePlan(true), { wrapper: FreshSwr })
 */
export function FreshSwr({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
      {children}
    </SWRConfig>
  );
}
