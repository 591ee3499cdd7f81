import { type ReactNode, useDeferredValue } from 'react';
import { Navigate, useLocation } from 'react-router';
import { SessionUnreachable } from 'src/components/connection-banner/lazy-connection-banner';
import { SplashScreen } from 'src/components/loading-screen/splash-screen';
import { useSessionStatus } from 'src/hooks/use-session-status';
import { paths } from 'src/routes/paths';

/**
 * Signed-in only: a visitor goes to sign-in with `returnTo` holding the wanted page. The switch
 * is deferred: the session's answer comes through SWR's store, which would render the whole
 * layout and page in one task; deferred, React builds them in slices behind the splash.
 */
export function AuthGuard({ children }: { children: ReactNode }) {
  const { authenticated, loading, unreachable, refetch } = useSessionStatus();
  const { pathname, search } = useLocation();
  const view = useDeferredValue(
    loading ? 'loading' : unreachable ? 'unreachable' : authenticated ? 'in' : 'out',
  );
  if (view === 'loading') return <SplashScreen />;
  if (view === 'unreachable') {
    // The deferred view may lag the answer by a render: the splash stands in meanwhile.
    if (!unreachable) return <SplashScreen />;
    return <SessionUnreachable error={unreachable} onRetry={() => void refetch()} />;
  }
  if (view === 'out') {
    const returnTo = encodeURIComponent(`${pathname}${search}`);
    return <Navigate to={`${paths.auth.signIn}?returnTo=${returnTo}`} replace />;
  }
  return <>{children}</>;
}
