import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  base: '/admin/',
  // Brotli and gzip beside every text asset, written once at build time and served as they are (backend/src/kernel/static).
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'] })],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // bench/admin-bundle reads it to sum what the first page load fetches.
    manifest: true,
    chunkSizeWarningLimit: 1500,
    // No manual chunks: a group holding all of react-admin or MUI (or anything they share with the charts) would make
    // the login page download every component. Left alone, the shell takes what it uses; each screen the rest, on first visit.
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  test: {
    // The tests run before any build (`npm run test:unit`): the contracts are read from their sources, not their dist.
    alias: [{ find: /^@khru\/contracts$/, replacement: fileURLToPath(new URL('../contracts/src/index.ts', import.meta.url)) }],
    globals: true,
    // The composition root gathers the app's messages once and hands them to the test files (src/testing/app-messages.ts).
    globalSetup: ['./src/test-global-setup.ts'],
    setupFiles: ['./src/testing/setup.ts'],
    // A worker thread starts faster than a child process. The files share one module graph and DOM per worker instead
    // of loading react-admin, MUI and a DOM each: src/testing/setup.ts clears what a test leaves.
    pool: 'threads',
    isolate: false,
    // react-admin, MUI and the rest pre-bundled: each test file loads a few large modules instead of thousands of small ones.
    deps: {
      optimizer: {
        client: {
          enabled: true,
          include: [
            'react',
            'react-dom',
            'react-dom/client',
            'react/jsx-runtime',
            'react/jsx-dev-runtime',
            'react-admin',
            'ra-i18n-polyglot',
            'ra-language-english',
            'react-router',
            '@mui/material',
            '@tanstack/react-query',
            'react-hook-form',
            'recharts',
            'dompurify',
            '@testing-library/react',
            '@testing-library/dom',
          ],
        },
      },
    },
    // Components (.tsx) run in jsdom; logic (.ts) runs in Node, which needs no DOM to start, unless its file asks for
    // jsdom (`// @vitest-environment jsdom`).
    projects: [
      { extends: true, test: { name: 'components', environment: 'jsdom', include: ['src/**/*.test.tsx'] } },
      { extends: true, test: { name: 'logic', environment: 'node', include: ['src/**/*.test.ts'] } },
    ],
    // A hang guard, not a measure: a whole react-admin app renders in each test, which takes seconds on a busy machine.
    testTimeout: 20_000,
    // The admin suite is the longer of the two apps' (they run side by side in `npm test`): two workers let it finish
    // with the learner app's instead of two minutes after.
    maxWorkers: 2,
  },
});
