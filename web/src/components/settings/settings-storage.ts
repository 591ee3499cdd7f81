import { defaultSettings, SETTINGS_STORAGE_KEY, type SettingsState } from './settings-config';

/**
 * Settings stored under `app-settings`, or the defaults when nothing is stored, the stored
 * version is missing or differs from the app's, or the value is unreadable.
 */
export function readSettings(
  storage: Pick<Storage, 'getItem'> | undefined,
  defaults: SettingsState = defaultSettings,
): SettingsState {
  try {
    const raw = storage?.getItem(SETTINGS_STORAGE_KEY);
    if (!raw) return defaults;
    const stored = JSON.parse(raw) as Partial<SettingsState> | null;
    if (!stored || typeof stored !== 'object' || stored.version !== defaults.version) {
      return defaults;
    }
    // Only known keys survive, so a stale or hand-edited value cannot add fields.
    const merged = { ...defaults };
    for (const key of Object.keys(defaults) as (keyof SettingsState)[]) {
      const value = stored[key];
      if (value !== undefined && typeof value === typeof defaults[key]) {
        (merged as Record<string, unknown>)[key] = value;
      }
    }
    return merged;
  } catch (error) {
    console.error('Could not read stored settings; using the defaults.', error);
    return defaults;
  }
}

/** Writes settings; a failing storage (quota, private mode) is logged and ignored. */
export function writeSettings(
  storage: Pick<Storage, 'setItem'> | undefined,
  settings: SettingsState,
): void {
  try {
    storage?.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(settings));
  } catch (error) {
    console.error('Could not store settings.', error);
  }
}

/** True when any setting differs from the defaults (the dot on Reset all). */
export function differsFromDefaults(
  settings: SettingsState,
  defaults: SettingsState = defaultSettings,
): boolean {
  return (Object.keys(defaults) as (keyof SettingsState)[]).some(
    (key) => settings[key] !== defaults[key],
  );
}
