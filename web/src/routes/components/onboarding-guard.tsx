import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { LoadingScreen } from 'src/components/loading-screen/loading-screen';
import { useOnboardingStatus } from 'src/features/onboarding/api/get-onboarding-status';
import { useAuth } from 'src/hooks/use-auth';
import { paths } from 'src/routes/paths';

/** Sends a signed-in user who has not finished onboarding to it. */
export function OnboardingGuard({ children }: { children: ReactNode }) {
  const { authenticated, loading } = useAuth();
  const { status } = useOnboardingStatus({ authenticated, loading });
  if (status === 'checking') return <LoadingScreen />;
  if (status === 'incomplete') return <Navigate to={paths.dashboard.onboarding.root} replace />;
  return <>{children}</>;
}
