import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  base: '/admin/',
  plugins: [react()],
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
