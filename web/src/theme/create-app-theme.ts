import { createTheme, type Theme } from '@mui/material/styles';
import type { SettingsState } from 'src/components/settings/settings-config';
import { CONTRAST_HIGH } from 'src/components/settings/settings-config';
import { createComponents } from './components';
import { darkPalette, lightPalette, primaryPresets } from './palette';
import { createShadows } from './shadows';
import { createTypography } from './typography';

export type ThemeSettings = Pick<
  SettingsState,
  'primaryColor' | 'contrast' | 'direction' | 'fontFamily'
>;

/** Light and dark colour schemes as CSS variables, switched by a class on <html>. */
export function createAppTheme(settings: ThemeSettings): Theme {
  const primary = primaryPresets[settings.primaryColor];
  const highContrast = settings.contrast === CONTRAST_HIGH;
  return createTheme({
    cssVariables: { colorSchemeSelector: 'class', cssVarPrefix: '' },
    colorSchemes: {
      light: { palette: lightPalette(primary, highContrast) },
      dark: { palette: darkPalette(primary, highContrast) },
    },
    direction: settings.direction,
    shape: { borderRadius: 8 },
    shadows: createShadows(),
    typography: createTypography(settings.fontFamily),
    breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } },
    components: createComponents(highContrast),
  });
}
