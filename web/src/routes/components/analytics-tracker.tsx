import { lazy, Suspense, useEffect } from 'react';
import { useSessionStatus } from 'src/hooks/use-session-status';
import { loadAnalytics } from 'src/lib/analytics/analytics';

// Reads the parsed user (zod): loaded only once someone is signed in (decision 090).
const IdentifyUser = lazy(() =>
  import('./identify-user').then((m) => ({ default: m.IdentifyUser })),
);

/** Starts analytics after first paint and identifies the signed-in user. */
export function AnalyticsTracker() {
  const { authenticated } = useSessionStatus();
  useEffect(() => {
    const start = () => void loadAnalytics();
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(start, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(start, 1500);
    return () => clearTimeout(timer);
  }, []);
  if (!authenticated) return null;
  return (
    <Suspense fallback={null}>
      <IdentifyUser />
    </Suspense>
  );
}
