import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, type AppLocale } from './locales';

// Catalogs are chunks of their own, English included: the sign-in page has no translated text
// yet, so its first load carries Lingui's runtime but no messages (docs/decisions/181-i18n.md).
// Whatever renders translated text loads the catalog first (`loadMessages`, in the lazy layouts
// and the settings drawer); a language switch then loads that language's catalog before it shows.
const catalogs: Record<AppLocale, () => Promise<{ messages: Messages }>> = {
  en: () => import('src/locales/en/messages.po'),
  de: () => import('src/locales/de/messages.po'),
};

const loaded = new Set<AppLocale>();
let needed = false;

// Active from the start, so `i18n.locale` is always set; the messages come with `loadMessages`.
i18n.loadAndActivate({ locale: DEFAULT_LOCALE, messages: {} });

async function load(locale: AppLocale) {
  if (loaded.has(locale)) return;
  const { messages } = await catalogs[locale]();
  i18n.load(locale, messages);
  loaded.add(locale);
}

/** Loads the active language's messages; from then on a language switch loads its own first. */
export async function loadMessages(): Promise<void> {
  needed = true;
  await load(i18n.locale as AppLocale);
}

/** Makes the locale the active one (with its messages once any are needed); sets `<html lang>`. */
export async function activateLocale(locale: AppLocale): Promise<void> {
  if (needed) await load(locale);
  i18n.activate(locale);
  document.documentElement.lang = locale;
}

/** True when the locale is active, so rendering in it needs no wait. */
export function isLocaleActive(locale: AppLocale): boolean {
  return i18n.locale === locale;
}

export { i18n };
