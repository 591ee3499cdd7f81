import '@fontsource-variable/public-sans';
import '@fontsource-variable/inter';
import '@fontsource-variable/dm-sans';
import '@fontsource-variable/nunito-sans';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';

const root = document.getElementById('root');
// eslint-disable-next-line lingui/no-unlocalized-strings -- a programming error, for developers
if (!root) throw new Error('The #root element is missing from index.html');

// The first render is a transition, so React renders it in slices and yields to the browser
// between them: on a slow phone the page pre-rendered above stays responsive to taps and typing
// while the app builds underneath, instead of one long task.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
