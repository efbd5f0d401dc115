import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  test: { globals: true, environment: 'jsdom', setupFiles: ['./src/testing/setup.ts'], include: ['src/**/*.test.{ts,tsx}'] },
});
