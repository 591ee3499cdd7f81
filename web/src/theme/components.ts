import type { Components, Theme } from '@mui/material/styles';
import type {} from '@mui/material/themeCssVarsAugmentation';
import { customShadows } from './shadows';

/** Minimal UI look: rounded cards, soft shadows, bold buttons, visible keyboard focus. */
export function createComponents(highContrast: boolean): Components<Theme> {
  return {
    MuiCssBaseline: {
      styleOverrides: {
        '*': { boxSizing: 'border-box' },
        html: { WebkitOverflowScrolling: 'touch', height: '100%' },
        body: { minHeight: '100%' },
        '#root': { minHeight: '100%', display: 'flex', flexDirection: 'column' },
        'img, svg': { maxWidth: '100%', verticalAlign: 'middle' },
      },
    },
    MuiButtonBase: {
      styleOverrides: {
        root: ({ theme }) => ({
          '&.Mui-focusVisible': {
            outline: `2px solid ${theme.vars.palette.primary.main}`,
            outlineOffset: 2,
          },
        }),
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      variants: [
        {
          props: { variant: 'contained', color: 'inherit' },
          style: ({ theme }) => ({
            color: theme.vars.palette.common.white,
            backgroundColor: theme.vars.palette.grey[800],
            '&:hover': { backgroundColor: theme.vars.palette.grey[700] },
            ...theme.applyStyles('dark', {
              color: theme.vars.palette.grey[800],
              backgroundColor: theme.vars.palette.common.white,
              '&:hover': { backgroundColor: theme.vars.palette.grey[400] },
            }),
          }),
        },
        {
          // Primary text on dark surfaces needs the lighter shade for contrast.
          props: { variant: 'text', color: 'primary' },
          style: ({ theme }) => ({
            ...theme.applyStyles('dark', { color: theme.vars.palette.primary.light }),
          }),
        },
        {
          props: { variant: 'outlined', color: 'inherit' },
          style: ({ theme }) => ({
            borderColor: 'rgb(145 158 171 / 0.32)',
            '&:hover': { backgroundColor: theme.vars.palette.action.hover },
          }),
        },
      ],
      styleOverrides: {
        root: { borderRadius: 8 },
        sizeLarge: { minHeight: 48, paddingInline: 22, fontSize: '0.9375rem' },
      },
    },
    MuiIconButton: { styleOverrides: { root: { borderRadius: '50%' } } },
    MuiPaper: {
      defaultProps: { elevation: 0 },
      styleOverrides: { root: { backgroundImage: 'none' }, outlined: { borderStyle: 'dashed' } },
    },
    MuiCard: {
      styleOverrides: {
        root: ({ theme }) => ({
          position: 'relative',
          zIndex: 0,
          borderRadius: 16,
          boxShadow: highContrast ? customShadows.z8 : customShadows.card,
          ...(highContrast && { border: `1px solid ${theme.vars.palette.divider}` }),
        }),
      },
    },
    // MUI renders subtitles as <h6> by default: text styled as a subtitle is not a heading, and
    // stray <h6>s break the heading order for screen readers (decision 090). Real headings set
    // `component`.
    MuiTypography: { defaultProps: { variantMapping: { subtitle1: 'div', subtitle2: 'div' } } },
    MuiCardHeader: { styleOverrides: { root: { padding: '24px 24px 0' } } },
    MuiCardContent: { styleOverrides: { root: { padding: 24 } } },
    MuiPopover: {
      styleOverrides: {
        paper: { boxShadow: customShadows.dropdown, borderRadius: 10, padding: 4 },
      },
    },
    MuiMenuItem: {
      styleOverrides: { root: { borderRadius: 6, paddingInline: 8, fontSize: '0.875rem' } },
    },
    MuiListItemButton: { styleOverrides: { root: { borderRadius: 8 } } },
    MuiDrawer: {
      styleOverrides: {
        paper: ({ theme }) => ({
          backgroundImage: 'none',
          '.MuiModal-root &': { boxShadow: customShadows.dialog },
          ...theme.applyStyles('dark', { backgroundColor: theme.vars.palette.grey[900] }),
        }),
      },
    },
    MuiBackdrop: {
      styleOverrides: {
        root: { backgroundColor: 'rgb(20 26 33 / 0.48)' },
        invisible: { background: 'transparent' },
      },
    },
    MuiTooltip: {
      styleOverrides: {
        tooltip: ({ theme }) => ({
          backgroundColor: theme.vars.palette.grey[800],
          borderRadius: 6,
          ...theme.applyStyles('dark', { backgroundColor: theme.vars.palette.grey[700] }),
        }),
        arrow: ({ theme }) => ({ color: theme.vars.palette.grey[800] }),
      },
    },
    MuiOutlinedInput: {
      styleOverrides: {
        root: ({ theme }) => ({
          borderRadius: 8,
          '&:hover:not(.Mui-focused):not(.Mui-error) .MuiOutlinedInput-notchedOutline': {
            borderColor: theme.vars.palette.text.primary,
          },
          '&.Mui-focused .MuiOutlinedInput-notchedOutline': {
            borderColor: theme.vars.palette.text.primary,
          },
        }),
        notchedOutline: { borderColor: 'rgb(145 158 171 / 0.2)' },
      },
    },
    MuiInputLabel: {
      styleOverrides: {
        root: ({ theme }) => ({
          '&.Mui-focused:not(.Mui-error)': { color: theme.vars.palette.text.primary },
        }),
      },
    },
    MuiAlert: { styleOverrides: { root: { borderRadius: 8 } } },
    MuiChip: { styleOverrides: { root: { borderRadius: 8, fontWeight: 500 } } },
    MuiAvatar: { styleOverrides: { root: { fontWeight: 600 } } },
    MuiLink: {
      defaultProps: { underline: 'hover' },
      styleOverrides: {
        root: ({ theme }) => ({
          ...theme.applyStyles('dark', {
            '&[class*="MuiTypography-subtitle2"]': { color: theme.vars.palette.primary.light },
          }),
        }),
      },
    },
    MuiSlider: { styleOverrides: { valueLabel: { borderRadius: 8 } } },
    MuiSwitch: { defaultProps: { size: 'small' } },
  };
}
