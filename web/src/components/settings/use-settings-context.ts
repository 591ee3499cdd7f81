import { useContext } from 'react';
import { SettingsContext, type SettingsContextValue } from './settings-context';

export function useSettingsContext(): SettingsContextValue {
  const context = useContext(SettingsContext);
  // The message is the spec's, word for word (§8).
  if (!context) throw new Error('useSettingsContext must be use inside SettingsProvider');
  return context;
}
