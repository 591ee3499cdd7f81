import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { SessionUnreachable } from 'src/components/connection-banner/lazy-connection-banner';
import { SplashScreen } from 'src/components/loading-screen/splash-screen';
import { useSessionStatus } from 'src/hooks/use-session-status';
import { paths } from 'src/routes/paths';

/** Signed-in only: a visitor goes to sign-in with `returnTo` holding the wanted page. */
export function AuthGuard({ children }: { children: ReactNode }) {
  const { authenticated, loading, unreachable, refetch } = useSessionStatus();
  const { pathname, search } = useLocation();
  if (loading) return <SplashScreen />;
  if (unreachable) return <SessionUnreachable error={unreachable} onRetry={() => void refetch()} />;
  if (!authenticated) {
    const returnTo = encodeURIComponent(`${pathname}${search}`);
    return <Navigate to={`${paths.auth.signIn}?returnTo=${returnTo}`} replace />;
  }
  return <>{children}</>;
}
