import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate` writes the next migration from the difference between the schema and the last snapshot. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
  migrations: { prefix: 'index' },
});
