import { type ReactNode, useDeferredValue } from 'react';
import { Navigate } from 'react-router';
import { LoadingScreen } from 'src/components/loading-screen/loading-screen';
import { useOnboardingStatus } from 'src/features/onboarding/api/get-onboarding-status';
import { useAuth } from 'src/hooks/use-auth';
import { paths } from 'src/routes/paths';

/**
 * Sends a signed-in user who has not finished onboarding to it. Its answer switches in a deferred
 * render, so the dashboard's layout is built in slices (see AuthGuard).
 */
export function OnboardingGuard({ children }: { children: ReactNode }) {
  const { authenticated, loading } = useAuth();
  const status = useDeferredValue(useOnboardingStatus({ authenticated, loading }).status);
  if (status === 'checking') return <LoadingScreen />;
  if (status === 'incomplete') return <Navigate to={paths.dashboard.onboarding.root} replace />;
  return <>{children}</>;
}
