import { defineConfig } from 'drizzle-kit';

// One migration set for both stores (PGlite and PostgreSQL); regenerate with `npm run db:generate`.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
