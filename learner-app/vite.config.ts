import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Brotli and gzip beside every text asset, written once at build time and served as they are (backend/src/kernel/static).
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'] })],
  build: { outDir: 'dist', emptyOutDir: true },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  test: { globals: true, environment: 'jsdom', setupFiles: ['./src/testing/setup.ts'], include: ['src/**/*.test.{ts,tsx}'] },
});
