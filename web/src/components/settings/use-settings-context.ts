import { useContext } from 'react';
import { SettingsContext, type SettingsContextValue } from './settings-context';

export function useSettingsContext(): SettingsContextValue {
  const context = useContext(SettingsContext);
  // The specified message, word for word, its grammar slip too (docs/product.md, Errors).
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a programming error, for developers
  if (!context) throw new Error('useSettingsContext must be use inside SettingsProvider');
  return context;
}
