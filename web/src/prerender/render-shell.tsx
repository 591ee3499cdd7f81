// Build-time only (web/prerender-plugin.ts loads it through Vite's SSR): renders the shells that
// the server sends before any script has run (docs/decisions/195-prerendered-shells.md). Nothing
// here reaches the browser's bundles.
import type { ComponentType } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { LocaleProvider } from 'src/components/locale/locale-provider';
import { SettingsProvider } from 'src/components/settings/settings-provider';
import { AuthCenteredLayout } from 'src/layouts/auth-centered/auth-centered-layout';
import { DashboardLayout } from 'src/layouts/dashboard/dashboard-layout';
import { loadMessages } from 'src/lib/i18n/activate-locale';
import { Overview } from 'src/pages/dashboard/overview';
import { SignIn } from 'src/pages/auth/sign-in';
import { SignUp } from 'src/pages/auth/sign-up';
import { paths } from 'src/routes/paths';
import { AppThemeProvider } from 'src/theme/theme-provider';

type Shell = {
  path: string;
  layout: ComponentType;
  page: ComponentType;
  /** What the shell draws as a stand-in for someone's data: kept in place, never shown. */
  hide?: string[];
};

/**
 * The pre-rendered routes, each as its layout and page. The dashboard renders without a session
 * (no user, no data): its frame and its loading skeletons, never anyone's data.
 */
export const SHELLS: Shell[] = [
  { path: paths.auth.signIn, layout: AuthCenteredLayout, page: SignIn },
  { path: paths.auth.signUp, layout: AuthCenteredLayout, page: SignUp },
  {
    path: paths.dashboard.root,
    layout: DashboardLayout,
    page: Overview,
    // The greeting's name, the account's initial and plan, and the upgrade offer.
    hide: ['h1', '[aria-label="Account"]', '[aria-label="Upgrade to Pro"]'],
  },
];

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of stream) html += decoder.decode(chunk, { stream: true });
  return html + decoder.decode();
}

/**
 * The HTML of one shell, as the app's first render draws it with the default settings in English,
 * emotion's styles inline beside the elements they style (critical CSS only).
 */
export async function renderShell(path: string): Promise<string> {
  const shell = SHELLS.find((s) => s.path === path);
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a build error, for developers
  if (!shell) throw new Error(`No pre-rendered shell for ${path}`);
  await Promise.all([loadMessages('auth'), loadMessages()]);
  const routes = [
    {
      path: shell.path,
      Component: shell.layout,
      children: [{ index: true, Component: shell.page }],
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(shell.path, 'http://localhost')));
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a build error, for developers
  if (context instanceof Response) throw new Error(`The shell route ${path} redirected`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <SettingsProvider>
      <LocaleProvider>
        <AppThemeProvider>
          {/* A cache of its own: no session, so no user and no request from the shell. */}
          <SWRConfig value={{ provider: () => new Map() }}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </SWRConfig>
        </AppThemeProvider>
      </LocaleProvider>
    </SettingsProvider>,
  );
  return readAll(prelude);
}
