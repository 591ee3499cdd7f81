import { I18nProvider } from '@lingui/react';
import { render as rtlRender, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { i18n } from 'src/lib/i18n/activate-locale';

/** Lingui's provider with the app's i18n instance, as `LocaleProvider` gives it in the app. */
function TestI18n({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/** Testing Library's `render` inside Lingui's provider, in English unless a test switches. */
export function render(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return rtlRender(ui, { wrapper: TestI18n, ...options });
}
