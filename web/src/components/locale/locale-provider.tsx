import { I18nProvider } from '@lingui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { activateLocale, i18n, isLocaleActive } from 'src/lib/i18n/activate-locale';
import { DEFAULT_LOCALE, isAppLocale } from 'src/lib/i18n/locales';
import { useSettingsContext } from '../settings/use-settings-context';

/**
 * Lingui's provider for the language chosen in the settings. The first paint in another language
 * waits for its catalog (a small chunk) rather than flashing English; later switches keep showing
 * the current language until the new catalog has arrived.
 */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const { state } = useSettingsContext();
  const locale = isAppLocale(state.locale) ? state.locale : DEFAULT_LOCALE;
  const [ready, setReady] = useState(() => isLocaleActive(locale));

  useEffect(() => {
    let live = true;
    activateLocale(locale)
      .then(() => {
        if (live) setReady(true);
      })
      .catch((error: unknown) => {
        // The chunk failed (offline, a new deploy): stay in the language already showing.
        console.error(`Could not load the ${locale} messages.`, error);
        if (live) setReady(true);
      });
    return () => {
      live = false;
    };
  }, [locale]);

  if (!ready) return null;
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
