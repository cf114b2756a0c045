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
  plugins: [react(), cloudflare({ configPath: here('./wrangler.toml') })],
  build: { outDir: here('./dist'), emptyOutDir: true },
  server: { port: 5173 },
})
