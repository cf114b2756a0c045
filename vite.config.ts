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
  server: { port: Number(process.env.PORT ?? 8787) },
})
