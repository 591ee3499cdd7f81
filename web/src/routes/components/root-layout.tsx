import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { LazyConnectionBanner } from 'src/components/connection-banner/lazy-connection-banner';
import { LoadingScreen } from 'src/components/loading-screen/loading-screen';
import { useSettingsContext } from 'src/components/settings/use-settings-context';
import { useScrollToTop } from 'src/hooks/use-scroll-to-top';
import { loadMessages } from 'src/lib/i18n/activate-locale';

// Not needed for the first paint, so they stay out of the sign-in page's first load; the drawer
// brings the translated messages with it (decision 181).
const SettingsDrawer = lazy(() =>
  Promise.all([import('src/components/settings/drawer/settings-drawer'), loadMessages()]).then(
    ([m]) => ({ default: m.SettingsDrawer }),
  ),
);
// Analytics starts after first paint anyway (decision 090); its code need not come earlier.
const AnalyticsTracker = lazy(() =>
  import('./analytics-tracker').then((m) => ({ default: m.AnalyticsTracker })),
);
// The bar shows during a later navigation, never on the first paint.
const ProgressBar = lazy(() =>
  import('src/components/progress-bar/progress-bar').then((m) => ({ default: m.ProgressBar })),
);
const Toaster = lazy(() =>
  import('src/components/toaster/toaster').then((m) => ({ default: m.Toaster })),
);

/** Mounts the settings drawer the first time it is opened, then keeps it (for its transitions). */
function LazySettingsDrawer() {
  const { openDrawer } = useSettingsContext();
  const [wanted, setWanted] = useState(openDrawer);
  useEffect(() => {
    if (openDrawer) setWanted(true);
  }, [openDrawer]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SettingsDrawer />
    </Suspense>
  );
}

/** Wraps every route: progress bar, scroll-to-top, settings drawer, toasts, connection, analytics. */
export function RootLayout() {
  useScrollToTop();
  return (
    <>
      <Suspense fallback={null}>
        <ProgressBar />
      </Suspense>
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
      <LazySettingsDrawer />
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
      <LazyConnectionBanner />
      <Suspense fallback={null}>
        <AnalyticsTracker />
      </Suspense>
    </>
  );
}
