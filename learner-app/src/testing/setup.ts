import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { queryClient } from '../lib/query-client';
import { resetStores } from './resettable-zustand';

// A file's first render waits for its modules to be transformed, which on a busy machine (both apps' suites run side
// by side) takes longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });

vi.mock('zustand', () => import('./resettable-zustand'));

// The suites share one module graph per worker (vite.config.ts, `isolate: false`): what one test leaves in the page,
// the stores, the query cache or the browser's storage is cleared before the next one starts.
afterEach(() => {
  cleanup();
  resetStores();
  queryClient.clear();
  // The logic files run without a DOM (vite.config.ts).
  if (typeof window === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
});
