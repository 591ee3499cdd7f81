import type { TypographyVariantsOptions } from '@mui/material/styles';

/** The theme's primary font, offered first in the settings drawer. */
export const PRIMARY_FONT = 'Public Sans Variable';

const rem = (px: number) => `${px / 16}rem`;

function responsive(sm: number, md: number, lg: number) {
  return {
    '@media (min-width:600px)': { fontSize: rem(sm) },
    '@media (min-width:900px)': { fontSize: rem(md) },
    '@media (min-width:1200px)': { fontSize: rem(lg) },
  };
}

export function createTypography(fontFamily: string): TypographyVariantsOptions {
  const family = `"${fontFamily}", "${PRIMARY_FONT}", -apple-system, "Segoe UI", Roboto, sans-serif`;
  return {
    fontFamily: family,
    fontWeightLight: 300,
    fontWeightRegular: 400,
    fontWeightMedium: 500,
    fontWeightBold: 700,
    h1: { fontWeight: 800, lineHeight: 80 / 64, fontSize: rem(40), ...responsive(52, 58, 64) },
    h2: { fontWeight: 800, lineHeight: 64 / 48, fontSize: rem(32), ...responsive(40, 44, 48) },
    h3: { fontWeight: 700, lineHeight: 1.5, fontSize: rem(24), ...responsive(26, 30, 32) },
    h4: { fontWeight: 700, lineHeight: 1.5, fontSize: rem(20), ...responsive(20, 24, 24) },
    h5: { fontWeight: 700, lineHeight: 1.5, fontSize: rem(18), ...responsive(19, 20, 20) },
    h6: { fontWeight: 600, lineHeight: 28 / 18, fontSize: rem(17), ...responsive(18, 18, 18) },
    subtitle1: { fontWeight: 600, lineHeight: 1.5, fontSize: rem(16) },
    subtitle2: { fontWeight: 600, lineHeight: 22 / 14, fontSize: rem(14) },
    body1: { lineHeight: 1.5, fontSize: rem(16) },
    body2: { lineHeight: 22 / 14, fontSize: rem(14) },
    caption: { lineHeight: 1.5, fontSize: rem(12) },
    overline: { fontWeight: 700, lineHeight: 1.5, fontSize: rem(12), textTransform: 'uppercase' },
    button: { fontWeight: 700, lineHeight: 24 / 14, fontSize: rem(14), textTransform: 'unset' },
  };
}
