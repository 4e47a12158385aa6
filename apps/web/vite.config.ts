import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The API (apps/api) serves the built app from the same origin; in development
// Vite serves the app on 5173 and forwards /api so the browser sees one origin.
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // dist/.vite/manifest.json maps each source module to its chunk; the browser
    // suite reads it to check that every area is a chunk of its own.
    manifest: true,
    // The vendor chunk (React, router, USWDS components, OIDC, Query) is ~670 kB, ~196 kB gzipped.
    chunkSizeWarningLimit: 700,
    // Libraries change less often than the app: a separate chunk stays cached across releases.
    rolldownOptions: {
      // TanStack Table serves only the search area: it stays in that area's chunk.
      output: { codeSplitting: { groups: [{ name: 'vendor', test: /node_modules\/(?!@tanstack\/(react-)?table)/ }] } },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
  },
});
