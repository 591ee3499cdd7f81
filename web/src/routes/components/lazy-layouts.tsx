import { lazy } from 'react';
import { Outlet } from 'react-router';
import { GuestGuard } from './guest-guard';

// Layouts that wrap guards are React.lazy chunks (RootLayout's Suspense shows the fallback).
const DashboardLayout = lazy(() =>
  import('src/layouts/dashboard/dashboard-layout').then((m) => ({ default: m.DashboardLayout })),
);
const SimpleLayout = lazy(() =>
  import('src/layouts/simple/simple-layout').then((m) => ({ default: m.SimpleLayout })),
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
