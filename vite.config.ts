import { cloudflare } from '@cloudflare/vite-plugin'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url))

/** The path aliases of tsconfig.base.json, for the app, the worker and the tests alike. */
export const aliases = {
  '@': here('./web/src'),
  '@worker': here('./worker'),
  '@durable-objects': here('./durable-objects'),
}

// The SPA lives in web/; the cloudflare plugin builds worker/ from wrangler.toml beside it.
export default defineConfig({
  root: here('./web'),
  publicDir: here('./web/public'),
  envDir: here('.'),
  resolve: { alias: aliases },
  plugins: [
    react(),
    // `npm run dev` shares the local D1/R2 state that `npm start` migrates and seeds.
    cloudflare({
      configPath: here('./wrangler.toml'),
      persistState: { path: here('./.wrangler/state') },
    }),
  ],
  build: { outDir: here('./dist'), emptyOutDir: true },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // FullCalendar in a chunk of its own (two lazy screens share it), fetched only when a
            // calendar opens, with its own budget in bench/targets.ts. The rich-text editor is split
            // by a lazy import instead: grouping TipTap by hand broke its module order.
            codeSplitting: {
              // Only the named libraries: their shared dependencies (React, Mantine) stay where they were.
              includeDependenciesRecursively: false,
              groups: [
                {
                  name: 'vendor-fullcalendar',
                  test: /node_modules[\\/](@fullcalendar|preact)[\\/]/,
                },
              ],
            },
          },
        },
      },
    },
  },
  server: { port: Number(process.env.PORT ?? 8787) },
})
