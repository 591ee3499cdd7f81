import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { SWRConfig } from 'swr';
import { LocaleProvider } from 'src/components/locale/locale-provider';
import { SettingsProvider } from 'src/components/settings/settings-provider';
import { createAppRouter } from 'src/routes';
import { AppThemeProvider } from 'src/theme/theme-provider';

/** Global SWR behaviour (docs/product.md, Settings and constants). */
const swrConfig = {
  errorRetryInterval: 5000,
  dedupingInterval: 2000,
  focusThrottleInterval: 5000,
  loadingTimeout: 3000,
};

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <SettingsProvider>
      <LocaleProvider>
        <AppThemeProvider>
          <SWRConfig value={swrConfig}>
            <RouterProvider router={router} />
          </SWRConfig>
        </AppThemeProvider>
      </LocaleProvider>
    </SettingsProvider>
  );
}
