import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { memoiseComputedStyle } from './memoised-computed-style';

// The layout, the login page and every screen load on first visit (lazy chunks): a file's first render waits for
// them to be transformed, which on a busy machine takes longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });

if (typeof window !== 'undefined') memoiseComputedStyle(window);

// The suites share one module graph and DOM per worker (vite.config.ts, `isolate: false`): what one test leaves in the
// page or the browser's storage is cleared before the next one starts.
afterEach(() => {
  cleanup();
  // The logic files run without a DOM (vite.config.ts).
  if (typeof window === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
});
