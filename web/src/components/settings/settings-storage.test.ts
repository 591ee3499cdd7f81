import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTRAST_HIGH, defaultSettings, SETTINGS_STORAGE_KEY } from './settings-config';
import { differsFromDefaults, readSettings, writeSettings } from './settings-storage';

afterEach(() => vi.restoreAllMocks());

describe('defaultSettings', () => {
  it('are the documented defaults', () => {
    expect(defaultSettings).toEqual({
      version: defaultSettings.version,
      colorScheme: 'light',
      direction: 'ltr',
      contrast: 'default',
      navLayout: 'vertical',
      primaryColor: 'preset3',
      navColor: 'integrate',
      compactLayout: true,
      fontSize: 16,
      fontFamily: 'Inter Variable',
      // English until the user picks another language (decision 181).
      locale: 'en',
    });
    expect(defaultSettings.version).toMatch(/\S/);
    expect(CONTRAST_HIGH).toBe('hight');
  });
});

describe('readSettings', () => {
  it('returns the defaults when nothing is stored', () => {
    expect(readSettings(window.localStorage)).toEqual(defaultSettings);
  });

  it('returns what was stored under app-settings with the current version', () => {
    const stored = { ...defaultSettings, navLayout: 'mini', contrast: CONTRAST_HIGH, fontSize: 18 };
    window.localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(stored));
    expect(readSettings(window.localStorage)).toEqual(stored);
  });

  it('resets to the defaults when the stored version is missing', () => {
    const { version: _version, ...unversioned } = { ...defaultSettings, navLayout: 'mini' };
    window.localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(unversioned));
    expect(readSettings(window.localStorage)).toEqual(defaultSettings);
  });

  it('resets to the defaults when the stored version differs', () => {
    const old = { ...defaultSettings, version: '0.0.1', primaryColor: 'preset5' };
    window.localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(old));
    expect(readSettings(window.localStorage)).toEqual(defaultSettings);
  });

  it('ignores unknown keys and values of the wrong type', () => {
    const odd = { ...defaultSettings, fontSize: '99', extra: 1 };
    window.localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(odd));
    expect(readSettings(window.localStorage)).toEqual(defaultSettings);
  });

  it('logs and returns the defaults when the stored value is not JSON', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    window.localStorage.setItem(SETTINGS_STORAGE_KEY, '{oops');
    expect(readSettings(window.localStorage)).toEqual(defaultSettings);
    expect(log).toHaveBeenCalledOnce();
  });
});

describe('writeSettings', () => {
  it('stores the settings as JSON under app-settings', () => {
    writeSettings(window.localStorage, { ...defaultSettings, direction: 'rtl' });
    const raw = window.localStorage.getItem(SETTINGS_STORAGE_KEY);
    expect(JSON.parse(raw ?? '{}')).toMatchObject({
      direction: 'rtl',
      version: defaultSettings.version,
    });
  });

  it('logs and ignores a storage write failure', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = {
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    };
    expect(() => writeSettings(failing, defaultSettings)).not.toThrow();
    expect(log).toHaveBeenCalledWith('Could not store settings.', expect.any(DOMException));
  });
});

describe('differsFromDefaults', () => {
  it('is false for the defaults and true after any change', () => {
    expect(differsFromDefaults(defaultSettings)).toBe(false);
    expect(differsFromDefaults({ ...defaultSettings, compactLayout: false })).toBe(true);
  });
});
