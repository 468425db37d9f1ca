import { defineConfig } from 'drizzle-kit';

// Migrations are generated from src/platform/database/schema/ (index.ts names every table module) with `pnpm db:generate` and committed;
// both drivers (PGlite and node-postgres) apply the same files at start-up.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/platform/database/schema/index.ts',
  out: './drizzle',
});
