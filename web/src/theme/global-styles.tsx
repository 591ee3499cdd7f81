import GlobalStyles from '@mui/material/GlobalStyles';

/** Root font size (the settings slider) and the shadow colour channel per colour scheme. */
export function AppGlobalStyles({ fontSize }: { fontSize: number }) {
  return (
    <GlobalStyles
      styles={{
        html: { fontSize: `${fontSize}px`, '--jf-shadow-channel': '145 158 171' },
        'html.dark': { '--jf-shadow-channel': '0 0 0' },
        '.simplebar-scrollbar::before': { backgroundColor: 'rgb(145 158 171 / 0.48)' },
      }}
    />
  );
}
