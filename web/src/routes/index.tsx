import {
  createBrowserRouter,
  type LoaderFunctionArgs,
  Navigate,
  type RouteObject,
} from 'react-router';
import { SplashScreen } from 'src/components/loading-screen/splash-screen';
import { appConfig } from 'src/config/app-config';
import { loadMessages } from 'src/lib/i18n/activate-locale';
import { setNavigating } from 'src/lib/navigating';
import { AuthGuard } from './components/auth-guard';
import {
  DashboardLayoutOutlet,
  GuestGuardOutlet,
  SimpleLayoutOutlet,
} from './components/lazy-layouts';
import { RootLayout } from './components/root-layout';
import { RouterErrorScreen } from './components/router-error-screen';
import type { ROUTE_DATA } from './route-data';

/** `lazy` for a page module's named export, so every page is its own chunk. */
function page<M>(load: () => Promise<M>, pick: (m: M) => React.ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

/**
 * A loader that starts the page's data (routes/route-data.ts) and returns at once: the router
 * waits for neither the data nor the module that starts it, and the page's hooks take the
 * requests already on their way.
 */
function startData(name: keyof typeof ROUTE_DATA) {
  return ({ request, params }: LoaderFunctionArgs) => {
    import('./route-data')
      .then((m) => m.ROUTE_DATA[name](new URL(request.url), params.id))
      .catch(() => undefined);
    return null;
  };
}

// Every auth page sits in this layout, so it brings their small catalog (decision 181).
const authLayout = page(
  () =>
    Promise.all([
      import('src/layouts/auth-centered/auth-centered-layout'),
      loadMessages('auth'),
    ]).then(([m]) => m),
  (m) => m.AuthCenteredLayout,
);

const authRoutes: RouteObject[] = [
  {
    path: 'auth',
    children: [
      {
        element: <GuestGuardOutlet />,
        children: [
          {
            lazy: authLayout,
            children: [
              {
                path: 'sign-in',
                lazy: page(
                  () => import('src/pages/auth/sign-in'),
                  (m) => m.SignIn,
                ),
              },
              {
                path: 'sign-up',
                lazy: page(
                  () => import('src/pages/auth/sign-up'),
                  (m) => m.SignUp,
                ),
              },
            ],
          },
        ],
      },
      {
        lazy: authLayout,
        children: [
          {
            path: 'verify',
            lazy: page(
              () => import('src/pages/auth/verify'),
              (m) => m.Verify,
            ),
          },
          {
            path: 'reset-password',
            lazy: page(
              () => import('src/pages/auth/reset-password'),
              (m) => m.ResetPassword,
            ),
          },
          {
            path: 'update-password',
            lazy: page(
              () => import('src/pages/auth/update-password'),
              (m) => m.UpdatePassword,
            ),
          },
        ],
      },
    ],
  },
  {
    path: 'email/verify',
    lazy: authLayout,
    children: [
      {
        index: true,
        lazy: page(
          () => import('src/pages/auth/email-verify'),
          (m) => m.EmailVerify,
        ),
      },
    ],
  },
];

const dashboardRoutes: RouteObject[] = [
  {
    element: (
      <AuthGuard>
        <DashboardLayoutOutlet />
      </AuthGuard>
    ),
    children: [
      {
        path: 'dashboard',
        loader: startData('dashboard'),
        lazy: page(
          () => import('src/pages/dashboard/overview'),
          (m) => m.Overview,
        ),
      },
      {
        path: 'job-analyzer',
        children: [
          {
            index: true,
            lazy: page(
              () => import('src/pages/job-analyzer/analyzer'),
              (m) => m.Analyzer,
            ),
          },
          {
            path: 'results',
            loader: startData('scans'),
            lazy: page(
              () => import('src/pages/job-analyzer/results'),
              (m) => m.Results,
            ),
          },
          {
            path: 'results/:id',
            loader: startData('scan'),
            lazy: page(
              () => import('src/pages/job-analyzer/result'),
              (m) => m.Result,
            ),
          },
          {
            path: 'tailored-documents',
            lazy: page(
              () => import('src/pages/job-analyzer/tailored-documents'),
              (m) => m.TailoredDocuments,
            ),
          },
          {
            path: 'tailored-documents/:id',
            lazy: page(
              () => import('src/pages/job-analyzer/tailored-document'),
              (m) => m.TailoredDocument,
            ),
          },
        ],
      },
      {
        path: 'master-cv',
        loader: startData('masterCv'),
        lazy: page(
          () => import('src/pages/master-cv'),
          (m) => m.MasterCv,
        ),
      },
      {
        path: 'job-targets',
        loader: startData('jobTargets'),
        lazy: page(
          () => import('src/pages/job-targets'),
          (m) => m.JobTargets,
        ),
      },
      {
        path: 'account-settings',
        lazy: page(
          () => import('src/pages/account-settings'),
          (m) => m.AccountSettings,
        ),
      },
      {
        path: 'subscription',
        lazy: page(
          () => import('src/pages/subscription'),
          (m) => m.Subscription,
        ),
      },
      {
        path: 'admin',
        lazy: page(
          () => import('src/pages/admin/users'),
          (m) => m.AdminUsers,
        ),
      },
    ],
  },
  {
    path: 'onboarding',
    element: (
      <AuthGuard>
        <SimpleLayoutOutlet />
      </AuthGuard>
    ),
    children: [
      {
        index: true,
        lazy: page(
          () => import('src/pages/onboarding/welcome'),
          (m) => m.Welcome,
        ),
      },
      {
        path: 'welcome',
        lazy: page(
          () => import('src/pages/onboarding/welcome'),
          (m) => m.Welcome,
        ),
      },
      {
        path: 'upload-cv',
        lazy: page(
          () => import('src/pages/onboarding/upload-cv'),
          (m) => m.UploadCv,
        ),
      },
      {
        path: 'manual-entry',
        lazy: page(
          () => import('src/pages/onboarding/manual-entry'),
          (m) => m.ManualEntry,
        ),
      },
      {
        path: 'upload-review',
        lazy: page(
          () => import('src/pages/onboarding/upload-review'),
          (m) => m.UploadReview,
        ),
      },
    ],
  },
];

const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouterErrorScreen />,
    HydrateFallback: SplashScreen,
    children: [
      { index: true, element: <Navigate to={appConfig.redirectPath} replace /> },
      ...authRoutes,
      ...dashboardRoutes,
      {
        path: '*',
        // Outside the lazy layouts: it brings the translated messages itself (decision 181).
        lazy: page(
          () => Promise.all([import('src/pages/error/not-found'), loadMessages()]).then(([m]) => m),
          (m) => m.NotFound,
        ),
      },
    ],
  },
];

export function createAppRouter() {
  const router = createBrowserRouter(routes);
  router.subscribe((state) => setNavigating(state.navigation.state !== 'idle'));
  return router;
}
