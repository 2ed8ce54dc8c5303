import { defineConfig } from 'drizzle-kit'

// `npx drizzle-kit generate` writes a new migration into drizzle/ after a schema change.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/store/schema.ts',
  out: './drizzle',
})
