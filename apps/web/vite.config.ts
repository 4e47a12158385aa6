import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const chartModules =
  /node_modules\/(recharts|victory-vendor|d3-[^/]+|internmap|@reduxjs|redux|redux-thunk|react-redux|immer|reselect|es-toolkit|decimal\.js-light|eventemitter3|tiny-invariant|use-sync-external-store|react-is|clsx|@standard-schema)\//;

// src/lib is the browser plumbing (storage, XMLHttpRequest, File, window.location): its tests need jsdom.
const domTests = ['src/lib/**/*.test.ts'];

// The API (apps/api) serves the built app from the same origin; in development
// Vite serves the app on 5173 and forwards /api so the browser sees one origin.
export default defineConfig({
  plugins: [react()],
  // recharts needs the react-is of React 19 (19's elements carry a new marker); the one npm
  // hoists to the root is 17, for @testing-library's pretty-format.
  resolve: { dedupe: ['react-is'] },
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
      // TanStack Table serves only the areas' tables: it stays out of the shell's vendor chunk.
      // recharts and what it brings (d3 parts, redux) draw only the areas' charts: a chunk of
      // their own, fetched by the areas that import it, never by the shell. A group takes the
      // modules its members import too, so the vendor group goes first: React stays in vendor.
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: (id: string) =>
                /node_modules\//.test(id) &&
                !/node_modules\/@tanstack\/(react-)?table/.test(id) &&
                !chartModules.test(id),
              priority: 2,
            },
            { name: 'charts', test: chartModules, priority: 1 },
          ],
        },
      },
    },
  },
  test: {
    restoreMocks: true,
    // jsdom costs about a second per file; the other *.test.ts (models, paths, feature boundaries)
    // never touch the browser, so they run without it.
    projects: [
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          include: ['src/**/*.test.tsx', ...domTests],
        },
      },
      {
        extends: true,
        test: { name: 'node', environment: 'node', include: ['src/**/*.test.ts'], exclude: domTests },
      },
    ],
  },
});
