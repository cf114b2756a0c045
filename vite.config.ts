import { cloudflare } from '@cloudflare/vite-plugin'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url))

// The SPA lives in web/; the cloudflare plugin builds worker/ from wrangler.toml beside it.
export default defineConfig({
  root: here('./web'),
  publicDir: here('./web/public'),
  envDir: here('.'),
  plugins: [
    react(),
    // `npm run dev` shares the local D1/R2 state that `npm start` migrates and seeds.
    cloudflare({ configPath: here('./wrangler.toml'), persistState: { path: here('./.wrangler/state') } }),
  ],
  build: { outDir: here('./dist'), emptyOutDir: true },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Heavy widgets' libraries in chunks of their own, fetched only when the widget opens
            // (the calendar, the rich-text editor, the image cropper), with their own budgets in
            // bench/targets.ts; everything else stays in small per-route chunks.
            codeSplitting: {
              // Only the named libraries: their shared dependencies (React, Mantine) stay where they were.
              includeDependenciesRecursively: false,
              groups: [
                { name: 'vendor-fullcalendar', test: /node_modules[\\/](@fullcalendar|preact)[\\/]/ },
                {
                  name: 'vendor-tiptap',
                  test: /node_modules[\\/](@tiptap|@mantine[\\/]tiptap|prosemirror-[a-z-]+|orderedmap|rope-sequence|w3c-keyname|linkifyjs|markdown-it|mdurl|uc\.micro|entities|punycode\.js)[\\/]/,
                },
                { name: 'vendor-mantine-dates', test: /node_modules[\\/]@mantine[\\/]dates[\\/]/ },
                { name: 'vendor-crop', test: /node_modules[\\/](react-easy-crop|normalize-wheel|tslib)[\\/]/ },
              ],
            },
          },
        },
      },
    },
  },
  server: { port: Number(process.env.PORT ?? 8787) },
})
