import type { Theme } from '@mui/material/styles';
import type { CSSObject } from '@mui/material/styles';
import type { NavColor } from 'src/components/settings/settings-config';
import { grey } from 'src/theme/palette';

/**
 * Layout sizes (docs/product.md, Settings and constants) as CSS variables that the header, nav and
 * content share.
 */
export const layoutSizes: CSSObject = {
  '--layout-nav-vertical-width': '300px',
  '--layout-nav-mini-width': '88px',
  '--layout-nav-mobile-width': '288px',
  '--layout-nav-horizontal-height': '64px',
  '--layout-header-mobile-height': '64px',
  '--layout-header-desktop-height': '72px',
  '--layout-transition': '120ms linear',
};

/** Navigation colours: `integrate` blends with the page, `apparent` stands out. */
export function navColorVars(theme: Theme, navColor: NavColor): CSSObject {
  const integrate: CSSObject = {
    '--layout-nav-bg': theme.vars.palette.background.default,
    '--layout-nav-border-color': 'rgb(145 158 171 / 0.12)',
    '--layout-nav-text-primary-color': theme.vars.palette.text.primary,
    '--layout-nav-text-secondary-color': theme.vars.palette.text.secondary,
    '--layout-nav-text-disabled-color': theme.vars.palette.text.disabled,
    '--layout-nav-item-hover-bg': theme.vars.palette.action.hover,
    '--layout-nav-item-active-bg': `rgb(${theme.vars.palette.primary.mainChannel} / 0.08)`,
    '--layout-nav-item-active-hover-bg': `rgb(${theme.vars.palette.primary.mainChannel} / 0.16)`,
    '--layout-nav-item-active-color': theme.vars.palette.primary.main,
    ...theme.applyStyles('dark', {
      '--layout-nav-item-active-color': theme.vars.palette.primary.light,
    }),
  };
  if (navColor === 'integrate') return integrate;
  return {
    ...integrate,
    '--layout-nav-bg': grey[900],
    '--layout-nav-border-color': 'transparent',
    '--layout-nav-text-primary-color': '#FFFFFF',
    '--layout-nav-text-secondary-color': grey[500],
    '--layout-nav-text-disabled-color': grey[600],
    '--layout-nav-item-active-color': theme.vars.palette.primary.light,
    ...theme.applyStyles('dark', {
      '--layout-nav-bg': grey[800],
      '--layout-nav-item-active-color': theme.vars.palette.primary.light,
    }),
  };
}
