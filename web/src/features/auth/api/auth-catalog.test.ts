import { t } from '@lingui/core/macro';
import germanAuthPo from 'src/locales/de/auth.po?raw';
import { describe, expect, it } from 'vitest';
import { activateLocale, loadMessages } from 'src/lib/i18n/activate-locale';
import { signInErrorMessage } from './auth-error-message';

// The auth pages have a catalog of their own beside the main one (decision 181): either can load
// first, and a language switch brings the German of both.
describe('the auth catalog', () => {
  it('has German for every message', () => {
    const entries = germanAuthPo.split(/\n\n+/).filter((entry) => /^msgid "[^"]/m.test(entry));
    expect(entries.length).toBeGreaterThan(50);
    const untranslated = entries.filter((entry) => /^msgstr ""$/m.test(entry));
    expect(untranslated).toEqual([]);
  });

  it('loads after a switch to German, and the main catalog stays German', async () => {
    await activateLocale('de');
    await loadMessages('auth');
    expect(signInErrorMessage({ status: 401 })).toBe('E-Mail-Adresse oder Passwort ist falsch');
    expect(t`Settings`).toBe('Einstellungen');
  });

  it('switches with the language once loaded', async () => {
    expect(signInErrorMessage({ status: 401 })).toBe('Invalid email or password');
    await activateLocale('de');
    expect(signInErrorMessage({ status: 429 })).toBe(
      'Zu viele Versuche, versuchen Sie es in einer Minute erneut',
    );
  });
});
