import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { defaultSettings, type SettingsState } from './settings-config';
import { SettingsContext, type SettingsContextValue } from './settings-context';
import { differsFromDefaults, readSettings, writeSettings } from './settings-storage';

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

type SettingsProviderProps = { children: ReactNode; defaults?: SettingsState };

/** The only owner of the stored settings: reads once, writes on every change. */
export function SettingsProvider({ children, defaults = defaultSettings }: SettingsProviderProps) {
  const [state, setFullState] = useState<SettingsState>(() =>
    readSettings(browserStorage(), defaults),
  );
  const [openDrawer, setOpenDrawer] = useState(false);

  useEffect(() => {
    writeSettings(browserStorage(), state);
  }, [state]);

  const setState = useCallback(
    (patch: Partial<SettingsState>) => setFullState((prev) => ({ ...prev, ...patch })),
    [],
  );
  const setField = useCallback(
    <K extends keyof SettingsState>(key: K, value: SettingsState[K]) =>
      setFullState((prev) => ({ ...prev, [key]: value })),
    [],
  );
  const onReset = useCallback(() => setFullState(defaults), [defaults]);
  const onToggleDrawer = useCallback(() => setOpenDrawer((open) => !open), []);
  const onCloseDrawer = useCallback(() => setOpenDrawer(false), []);

  const value = useMemo<SettingsContextValue>(
    () => ({
      state,
      setState,
      setField,
      canReset: differsFromDefaults(state, defaults),
      onReset,
      openDrawer,
      onToggleDrawer,
      onCloseDrawer,
    }),
    [state, setState, setField, defaults, onReset, openDrawer, onToggleDrawer, onCloseDrawer],
  );

  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}
