import { defineConfig } from 'drizzle-kit'

// drizzle-kit writes SQL migrations into migrations/, the folder wrangler and the tests apply.
export default defineConfig({
  dialect: 'sqlite',
  schema: './worker/db/schema/index.ts',
  out: './migrations',
})
