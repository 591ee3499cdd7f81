import { createContext } from 'react';
import type { SettingsState } from './settings-config';

export type SettingsContextValue = {
  state: SettingsState;
  setState: (patch: Partial<SettingsState>) => void;
  setField: <K extends keyof SettingsState>(key: K, value: SettingsState[K]) => void;
  canReset: boolean;
  onReset: () => void;
  openDrawer: boolean;
  onToggleDrawer: () => void;
  onCloseDrawer: () => void;
};

export const SettingsContext = createContext<SettingsContextValue | undefined>(undefined);
