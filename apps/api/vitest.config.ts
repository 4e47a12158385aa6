import { configDefaults, defineConfig } from 'vitest/config';

// Files named *.postgres.test.ts test what only a PostgreSQL server does (several processes on one
// database); they run in the suite's PostgreSQL pass, when TEST_DATABASE_URL names a server. Files
// named *.pglite.test.ts open an embedded database folder of their own whatever TEST_DATABASE_URL
// says: the PostgreSQL pass would only run them a second time, on PGlite again.
const onlyOnTheOtherPass = process.env.TEST_DATABASE_URL ? ['**/*.pglite.test.ts'] : ['**/*.postgres.test.ts'];

export default defineConfig({
  test: {
    globalSetup: ['../../packages/db/src/testing/global-setup.ts'],
    // A worker imports the app (Fastify, Drizzle, PGlite's WebAssembly) once for all its files
    // instead of once per file, about 5 s of CPU less per file; each file still opens a database
    // of its own (openTestDb), and no test mocks modules or changes the environment.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    exclude: [...configDefaults.exclude, ...onlyOnTheOtherPass],
  },
});
