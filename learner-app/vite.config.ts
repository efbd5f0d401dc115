import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Brotli and gzip beside every text asset, written once at build time and served as they are (backend/src/kernel/static).
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'] })],
  build: { outDir: 'dist', emptyOutDir: true },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  test: {
    // The tests run before any build (`npm run test:unit`): the contracts are read from their sources, not their dist.
    alias: [{ find: /^@khru\/contracts$/, replacement: fileURLToPath(new URL('../contracts/src/index.ts', import.meta.url)) }],
    globals: true,
    setupFiles: ['./src/testing/setup.ts'],
    // A worker thread starts faster than a child process. The files share one module graph and DOM per worker instead
    // of loading React, the router and a DOM each (a second per file): src/testing/setup.ts clears what a test leaves.
    pool: 'threads',
    isolate: false,
    // Components (.tsx) run in jsdom; logic (.ts) runs in Node, which needs no DOM to start, unless its file asks for
    // jsdom (`// @vitest-environment jsdom`).
    projects: [
      { extends: true, test: { name: 'components', environment: 'jsdom', include: ['src/**/*.test.tsx'] } },
      { extends: true, test: { name: 'logic', environment: 'node', include: ['src/**/*.test.ts'] } },
    ],
  },
});
