import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a new SQL migration from the schema (docs/recipes/new-table.md).
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/db/schema.ts',
  out: './server/drizzle',
  casing: 'snake_case',
});
