import { lazy } from 'react';
import { Outlet } from 'react-router';
import { loadMessages } from 'src/lib/i18n/activate-locale';
import { GuestGuard } from './guest-guard';

// Layouts that wrap guards are React.lazy chunks (RootLayout's Suspense shows the fallback).
// The onboarding check comes with the dashboard: the sign-in page does not need it (decision 090).
// So do the translated messages, which everything below these layouts shows (decision 181).
const DashboardLayout = lazy(() =>
  Promise.all([
    import('./onboarding-guard'),
    import('src/layouts/dashboard/dashboard-layout'),
    loadMessages(),
  ]).then(([guard, layout]) => ({
    default: function OnboardedDashboardLayout() {
      return (
        <guard.OnboardingGuard>
          <layout.DashboardLayout />
        </guard.OnboardingGuard>
      );
    },
  })),
);
const SimpleLayout = lazy(() =>
  Promise.all([import('src/layouts/simple/simple-layout'), loadMessages()]).then(([m]) => ({
    default: m.SimpleLayout,
  })),
);

export function DashboardLayoutOutlet() {
  return <DashboardLayout />;
}

export function SimpleLayoutOutlet() {
  return <SimpleLayout />;
}

export function GuestGuardOutlet() {
  return (
    <GuestGuard>
      <Outlet />
    </GuestGuard>
  );
}
