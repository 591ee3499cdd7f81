import { fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppThemeProvider } from 'src/theme/theme-provider';
import { SettingsDrawer } from '../settings/drawer/settings-drawer';
import { defaultSettings, SETTINGS_STORAGE_KEY } from '../settings/settings-config';
import { SettingsProvider } from '../settings/settings-provider';
import { useSettingsContext } from '../settings/use-settings-context';
import { LocaleProvider } from './locale-provider';

function OpenDrawer() {
  const { onToggleDrawer } = useSettingsContext();
  useEffect(onToggleDrawer, [onToggleDrawer]);
  return <SettingsDrawer />;
}

// The German catalog is a chunk of its own: on a busy machine it can take a while to arrive.
const waitForCatalog = { timeout: 15_000 };

function renderApp() {
  return render(
    <MemoryRouter>
      <SettingsProvider>
        <LocaleProvider>
          <AppThemeProvider>
            <OpenDrawer />
          </AppThemeProvider>
        </LocaleProvider>
      </SettingsProvider>
    </MemoryRouter>,
  );
}

describe('LocaleProvider', () => {
  it('switches the app to German from the settings drawer and remembers the choice', async () => {
    renderApp();
    expect(screen.getByRole('heading', { name: 'Settings' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Deutsch' }));
    expect(
      await screen.findByRole('heading', { name: 'Einstellungen' }, waitForCatalog),
    ).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Deutsch' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(document.documentElement.lang).toBe('de');
    const stored = JSON.parse(window.localStorage.getItem(SETTINGS_STORAGE_KEY) ?? '{}') as {
      locale?: string;
    };
    expect(stored.locale).toBe('de');
  });

  it('starts in the stored language, and in English when the stored one is unknown', async () => {
    const store = (locale: string) =>
      window.localStorage.setItem(
        SETTINGS_STORAGE_KEY,
        JSON.stringify({ ...defaultSettings, locale }),
      );
    store('de');
    const { unmount } = renderApp();
    expect(
      await screen.findByRole('heading', { name: 'Einstellungen' }, waitForCatalog),
    ).toBeTruthy();
    unmount();

    store('fr');
    renderApp();
    expect(await screen.findByRole('heading', { name: 'Settings' }, waitForCatalog)).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
  });
});
