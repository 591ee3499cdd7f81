import { useContext } from 'react';
import { SettingsContext, type SettingsContextValue } from './settings-context';

export function useSettingsContext(): SettingsContextValue {
  const context = useContext(SettingsContext);
  // The specified message, word for word, its grammar slip too (docs/product.md, Errors).
  if (!context) throw new Error('useSettingsContext must be use inside SettingsProvider');
  return context;
}
