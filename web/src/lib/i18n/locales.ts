/** The languages the app speaks; English is the source language (docs/decisions/181-i18n.md). */
export const APP_LOCALES = ['en', 'de'] as const;
export type AppLocale = (typeof APP_LOCALES)[number];
export const DEFAULT_LOCALE: AppLocale = 'en';

/** Each language's name in that language, as a language picker shows it (not translated). */
export const LOCALE_NAMES: Record<AppLocale, string> = {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a language's own name, never translated
  en: 'English',
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a language's own name, never translated
  de: 'Deutsch',
};

export function isAppLocale(value: unknown): value is AppLocale {
  return typeof value === 'string' && (APP_LOCALES as readonly string[]).includes(value);
}
