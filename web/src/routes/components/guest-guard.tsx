import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { SessionUnreachable } from 'src/components/connection-banner/lazy-connection-banner';
import { SplashScreen } from 'src/components/loading-screen/splash-screen';
import { appConfig } from 'src/config/app-config';
import { useSessionStatus } from 'src/hooks/use-session-status';
import { safeReturnTo } from 'src/utils/safe-return-to';

/** Visitors only: a signed-in user goes to a same-site `returnTo`, else the post-login path. */
export function GuestGuard({ children }: { children: ReactNode }) {
  const { authenticated, loading, unreachable, refetch } = useSessionStatus();
  const [params] = useSearchParams();
  if (loading) return <SplashScreen />;
  if (unreachable) return <SessionUnreachable error={unreachable} onRetry={() => void refetch()} />;
  if (authenticated) {
    return <Navigate to={safeReturnTo(params.get('returnTo'), appConfig.redirectPath)} replace />;
  }
  return <>{children}</>;
}
