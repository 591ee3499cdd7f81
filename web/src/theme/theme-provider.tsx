import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, useColorScheme } from '@mui/material/styles';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useSettingsContext } from 'src/components/settings/use-settings-context';
import { createAppTheme } from './create-app-theme';
import { AppGlobalStyles } from './global-styles';
import { useEmotionCache } from './use-emotion-cache';

/** Keeps MUI's colour mode equal to the stored setting, which is the single source of truth. */
function ColorSchemeSync() {
  const { state } = useSettingsContext();
  const { mode, setMode } = useColorScheme();
  useEffect(() => {
    if (mode !== state.colorScheme) setMode(state.colorScheme);
  }, [mode, setMode, state.colorScheme]);
  return null;
}

export function AppThemeProvider({ children }: { children: ReactNode }) {
  const { state } = useSettingsContext();
  const { primaryColor, contrast, direction, fontFamily, fontSize } = state;
  const theme = useMemo(
    () => createAppTheme({ primaryColor, contrast, direction, fontFamily }),
    [primaryColor, contrast, direction, fontFamily],
  );

  const cache = useEmotionCache(direction);

  useEffect(() => {
    document.documentElement.setAttribute('dir', direction);
  }, [direction]);

  if (!cache) return null;

  return (
    <CacheProvider value={cache}>
      <ThemeProvider
        theme={theme}
        defaultMode={state.colorScheme}
        storageManager={null}
        disableTransitionOnChange
      >
        <ColorSchemeSync />
        <CssBaseline />
        <AppGlobalStyles fontSize={fontSize} />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
