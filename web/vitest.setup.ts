import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { activateLocale, loadMessages } from 'src/lib/i18n/activate-locale';

// Components render with their messages, as below the app's lazy layouts (decision 181).
await loadMessages();

// Unmount what a test rendered, forget what it stored and speak English again, so no test
// depends on another.
afterEach(async () => {
  cleanup();
  window.localStorage.clear();
  await activateLocale('en');
});
