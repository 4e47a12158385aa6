import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { globalSetup: ['@dnp/db/testing/global-setup'], testTimeout: 120_000, hookTimeout: 60_000 },
});
