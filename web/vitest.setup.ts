import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Unmount what a test rendered and forget what it stored, so no test depends on another.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
