import { appConfig, type ColorScheme, type Direction } from 'src/config/app-config';
import { DEFAULT_LOCALE, type AppLocale } from 'src/lib/i18n/locales';

/**
 * The stored, misspelt high-contrast value, kept as specified (docs/product.md, Settings and
 * constants); never write 'hight' elsewhere.
 */
export const CONTRAST_HIGH = 'hight';

type Contrast = 'default' | typeof CONTRAST_HIGH;
export type NavLayout = 'vertical' | 'horizontal' | 'mini';
export type NavColor = 'integrate' | 'apparent';
export type PrimaryColor = 'default' | 'preset1' | 'preset2' | 'preset3' | 'preset4' | 'preset5';

export const FONT_FAMILIES = [
  'Public Sans Variable',
  'Inter Variable',
  'DM Sans Variable',
  'Nunito Sans Variable',
] as const;
type FontFamily = (typeof FONT_FAMILIES)[number];

export const FONT_SIZE = { min: 12, max: 20, step: 1 } as const;

export type SettingsState = {
  version: string;
  colorScheme: ColorScheme;
  direction: Direction;
  contrast: Contrast;
  navLayout: NavLayout;
  primaryColor: PrimaryColor;
  navColor: NavColor;
  compactLayout: boolean;
  fontSize: number;
  fontFamily: FontFamily;
  /** The interface language (docs/decisions/181-i18n.md); a stored unknown value reads as English. */
  locale: AppLocale;
};

export const SETTINGS_STORAGE_KEY = 'app-settings';

/** Bump when the shape or meaning of stored settings changes: a different version resets them. */
const SETTINGS_VERSION = '1.0.0';

/**
 * The defaults of docs/product.md, Settings and constants; a drawer option shows only when its key
 * is here.
 */
export const defaultSettings: SettingsState = {
  version: SETTINGS_VERSION,
  colorScheme: appConfig.defaultMode,
  direction: appConfig.defaultDirection,
  contrast: 'default',
  navLayout: 'vertical',
  primaryColor: 'preset3',
  navColor: 'integrate',
  compactLayout: true,
  fontSize: 16,
  fontFamily: 'Inter Variable',
  locale: DEFAULT_LOCALE,
};

/** Whether the drawer offers this option: its key is in the defaults. */
export const hasOption = (key: keyof SettingsState): boolean => key in defaultSettings;
