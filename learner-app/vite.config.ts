import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Brotli and gzip beside every text asset, written once at build time and served as they are (backend/src/kernel/static).
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'] })],
  build: { outDir: 'dist', emptyOutDir: true },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  test: {
    globals: true,
    setupFiles: ['./src/testing/setup.ts'],
    // A worker thread starts faster than a child process, and each test file still gets its own.
    pool: 'threads',
    // A DOM costs each file most of a second to load: components (.tsx) get one, logic (.ts) runs in Node
    // unless its file asks for jsdom (`// @vitest-environment jsdom`).
    projects: [
      { extends: true, test: { name: 'components', environment: 'jsdom', include: ['src/**/*.test.tsx'] } },
      { extends: true, test: { name: 'logic', environment: 'node', include: ['src/**/*.test.ts'] } },
    ],
  },
});
