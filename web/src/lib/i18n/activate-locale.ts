import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, type AppLocale } from './locales';

// Catalogs are chunks of their own, English included, in two areas: the auth pages' small
// catalog and the main one for everything else, so the sign-in page's first load carries Lingui's
// runtime but no messages (docs/decisions/181-i18n.md). Whatever renders translated text loads
// its area's catalog first (`loadMessages`, in the lazy layouts and the settings drawer); a
// language switch then loads that language's catalog of every area needed so far before it shows.
export type MessageArea = 'main' | 'auth';
type Catalog = () => Promise<{ messages: Messages }>;
const catalogs: Record<MessageArea, Record<AppLocale, Catalog>> = {
  main: {
    en: () => import('src/locales/en/messages.po'),
    de: () => import('src/locales/de/messages.po'),
  },
  auth: {
    en: () => import('src/locales/en/auth.po'),
    de: () => import('src/locales/de/auth.po'),
  },
};

const loads = new Map<string, Promise<void>>();
const needed = new Set<MessageArea>();
// The language being switched to (or the active one): a catalog asked for mid-switch is loaded
// for it, so the areas load in any order.
let target = DEFAULT_LOCALE;

// Active from the start, so `i18n.locale` is always set; the messages come with `loadMessages`.
i18n.loadAndActivate({ locale: DEFAULT_LOCALE, messages: {} });

function load(area: MessageArea, locale: AppLocale): Promise<void> {
  const key = `${area}:${locale}`;
  let loading = loads.get(key);
  if (!loading) {
    // `i18n.load` merges into the locale's messages, so the areas add up.
    loading = catalogs[area][locale]().then(({ messages }) => i18n.load(locale, messages));
    loading.catch(() => loads.delete(key));
    loads.set(key, loading);
  }
  return loading;
}

/**
 * Loads the area's messages (the main catalog by default) in the active language; from then on a
 * language switch loads them first.
 */
export async function loadMessages(area: MessageArea = 'main'): Promise<void> {
  needed.add(area);
  await load(area, target);
}

/**
 * For the texts shown before any page (the splash, the connection notices; decision 205), which
 * every catalog carries: the areas asked for so far, else the small auth one.
 */
export async function loadBootMessages(): Promise<void> {
  if (needed.size === 0) needed.add('auth');
  await Promise.all([...needed].map((area) => load(area, target)));
}

/** Makes the locale the active one (with its messages once any are needed); sets `<html lang>`. */
export async function activateLocale(locale: AppLocale): Promise<void> {
  target = locale;
  await Promise.all([...needed].map((area) => load(area, locale)));
  // A switch to another language started meanwhile wins.
  if (target !== locale) return;
  i18n.activate(locale);
  document.documentElement.lang = locale;
}

/** True when the locale is active, so rendering in it needs no wait. */
export function isLocaleActive(locale: AppLocale): boolean {
  return i18n.locale === locale;
}

export { i18n };
