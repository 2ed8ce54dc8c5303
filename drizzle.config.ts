import { defineConfig } from 'drizzle-kit'

// `npx drizzle-kit generate` writes a new migration into store/migrations after a schema change.
export default defineConfig({
  dialect: 'postgresql',
  schema: './store/schema.ts',
  out: './store/migrations',
})
