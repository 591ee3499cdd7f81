import { paths } from 'src/routes/paths';

export type ColorScheme = 'light' | 'dark' | 'system';
export type Direction = 'ltr' | 'rtl';

/** App-wide constants; `import.meta.env` is read here and nowhere else. */
export const appConfig = {
  /** The product's name, the same in every language. */
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a name, never translated
  appName: 'Jobfit',
  /** Where a signed-in visitor lands by default: the post-login path that `/` redirects to. */
  redirectPath: paths.dashboard.root,
  defaultMode: 'light' as ColorScheme,
  defaultDirection: 'ltr' as Direction,
  analytics: {
    key: (import.meta.env.VITE_POSTHOG_KEY as string | undefined) ?? '',
    host: (import.meta.env.VITE_POSTHOG_HOST as string | undefined) ?? 'https://eu.i.posthog.com',
  },
} as const;

/** Local storage key of the onboarding flag (docs/product.md, Screens and routes). */
export const ONBOARDING_STORAGE_KEY = 'onboarding-completed';
