import { useEffect } from 'react';
import { useAuth } from 'src/hooks/use-auth';
import { identifyUser, loadAnalytics } from 'src/lib/analytics/analytics';
import { getAvatarUrl, getDisplayName } from 'src/utils/user-display';

/** Starts analytics after first paint and identifies the signed-in user (spec §7). */
export function AnalyticsTracker() {
  const { user } = useAuth();
  useEffect(() => {
    const start = () => void loadAnalytics();
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(start, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(start, 1500);
    return () => clearTimeout(timer);
  }, []);
  // Identify once per identity, not on every render (the parsed user is a new object each time).
  const id = user?.id;
  const email = user?.email;
  const name = user ? getDisplayName(user) : undefined;
  const avatar = user ? getAvatarUrl(user) : undefined;
  useEffect(() => {
    if (!id || !name) return;
    void identifyUser({ id, email, name, avatar });
  }, [id, email, name, avatar]);
  return null;
}
