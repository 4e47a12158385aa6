import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema (`npm run db:generate -w @dnp/db`) and
// committed; the same SQL files run on PGlite and on PostgreSQL at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema/index.ts',
  out: './drizzle',
});
