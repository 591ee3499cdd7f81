import type { PrimaryColor } from 'src/components/settings/settings-config';

/** A colour ramp in the Minimal UI shape: lighter → darker around `main`. */
export type ColorRamp = {
  lighter: string;
  light: string;
  main: string;
  dark: string;
  darker: string;
  contrastText: string;
};

export const grey = {
  50: '#FCFDFD',
  100: '#F9FAFB',
  200: '#F4F6F8',
  300: '#DFE3E8',
  400: '#C4CDD5',
  500: '#919EAB',
  600: '#637381',
  700: '#454F5B',
  800: '#1C252E',
  900: '#141A21',
} as const;

const WHITE = '#FFFFFF';

/** Primary presets: `main` of preset1–5 is the value in docs/product.md; the rest is ours. */
export const primaryPresets: Record<PrimaryColor, ColorRamp> = {
  default: {
    lighter: '#C8FAD6',
    light: '#5BE49B',
    main: '#00A76F',
    dark: '#007867',
    darker: '#004B50',
    contrastText: WHITE,
  },
  preset1: {
    lighter: '#CCF4FE',
    light: '#68CDF9',
    main: '#078DEE',
    dark: '#0351AB',
    darker: '#012972',
    contrastText: WHITE,
  },
  preset2: {
    lighter: '#EBD6FD',
    light: '#B985F4',
    main: '#7635dc',
    dark: '#431A9E',
    darker: '#200A69',
    contrastText: WHITE,
  },
  preset3: {
    lighter: '#CDE9FD',
    light: '#6BB1F8',
    main: '#0C68E9',
    dark: '#063BA7',
    darker: '#021D6F',
    contrastText: WHITE,
  },
  preset4: {
    lighter: '#FEF4D4',
    light: '#FED680',
    main: '#fda92d',
    dark: '#B66816',
    darker: '#793908',
    contrastText: grey[800],
  },
  preset5: {
    lighter: '#FFE3D5',
    light: '#FFC1AC',
    main: '#FF3030',
    dark: '#B71833',
    darker: '#7A0930',
    contrastText: WHITE,
  },
};

const secondary: ColorRamp = {
  lighter: '#EFD6FF',
  light: '#C684FF',
  main: '#8E33FF',
  dark: '#5119B7',
  darker: '#27097A',
  contrastText: WHITE,
};
const info: ColorRamp = {
  lighter: '#CAFDF5',
  light: '#61F3F3',
  main: '#00B8D9',
  dark: '#006C9C',
  darker: '#003768',
  contrastText: WHITE,
};
const success: ColorRamp = {
  lighter: '#D3FCD2',
  light: '#77ED8B',
  main: '#22C55E',
  dark: '#118D57',
  darker: '#065E49',
  contrastText: WHITE,
};
const warning: ColorRamp = {
  lighter: '#FFF5CC',
  light: '#FFD666',
  main: '#FFAB00',
  dark: '#B76E00',
  darker: '#7A4100',
  contrastText: grey[800],
};
const error: ColorRamp = {
  lighter: '#FFE9D5',
  light: '#FFAC82',
  main: '#FF5630',
  dark: '#B71D18',
  darker: '#7A0916',
  contrastText: WHITE,
};

const GREY_CHANNEL = '145 158 171';

function common(primary: ColorRamp) {
  return {
    primary,
    secondary,
    info,
    success,
    warning,
    error,
    grey,
    divider: `rgba(${GREY_CHANNEL.replaceAll(' ', ',')}, 0.2)`,
  };
}

export function lightPalette(primary: ColorRamp, highContrast: boolean) {
  return {
    ...common(primary),
    mode: 'light' as const,
    text: { primary: grey[800], secondary: grey[600], disabled: grey[500] },
    background: { paper: WHITE, default: highContrast ? grey[200] : WHITE, neutral: grey[200] },
    action: {
      active: grey[600],
      hover: 'rgba(145, 158, 171, 0.08)',
      selected: 'rgba(145, 158, 171, 0.16)',
      focus: 'rgba(145, 158, 171, 0.24)',
      disabled: 'rgba(145, 158, 171, 0.8)',
      disabledBackground: 'rgba(145, 158, 171, 0.24)',
      hoverOpacity: 0.08,
      disabledOpacity: 0.48,
    },
  };
}

export function darkPalette(primary: ColorRamp, highContrast: boolean) {
  return {
    ...common(primary),
    mode: 'dark' as const,
    text: { primary: WHITE, secondary: grey[500], disabled: grey[600] },
    background: {
      paper: grey[800],
      default: highContrast ? '#0B0F14' : grey[900],
      neutral: '#28323D',
    },
    action: {
      active: grey[500],
      hover: 'rgba(145, 158, 171, 0.08)',
      selected: 'rgba(145, 158, 171, 0.16)',
      focus: 'rgba(145, 158, 171, 0.24)',
      disabled: 'rgba(145, 158, 171, 0.8)',
      disabledBackground: 'rgba(145, 158, 171, 0.24)',
      hoverOpacity: 0.08,
      disabledOpacity: 0.48,
    },
  };
}
