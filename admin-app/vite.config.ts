import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  base: '/admin/',
  // Brotli and gzip beside every text asset, written once at build time and served as they are (backend/src/kernel/static).
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'] })],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // react-admin and MUI are large: keep them apart from the app and from the charts.
        advancedChunks: {
          groups: [
            { name: 'mui', test: /node_modules[\\/]@mui/ },
            { name: 'react-admin', test: /node_modules[\\/](react-admin|ra-[a-z-]+)/ },
            { name: 'charts', test: /node_modules[\\/](recharts|d3-|victory)/ },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  test: { globals: true, environment: 'jsdom', setupFiles: ['./src/testing/setup.ts'], include: ['src/**/*.test.{ts,tsx}'] },
});
