import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { aliases } from './vite.config'

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url))

// How deep the security suites go (tests/helpers/depth.ts): 'ci' unless `npm run test:deep`.
const depth = process.env.TEST_DEPTH ?? 'ci'
if (depth !== 'ci' && depth !== 'deep')
  throw new Error(`TEST_DEPTH must be ci or deep, not ${depth}`)

export default defineConfig({
  test: {
    // .ci/run sums this report into its closing line.
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
    // vitest's default is cores - 1, which is 1 on CI's 2 cores: every file then waits for the one
    // before it, mostly idle in its 2-4 s of startup. Two at a time, one per core (tests/README.md).
    maxWorkers: 2,
    projects: [
      {
        // Worker tests run inside workerd against real local D1 and R2, migrations applied.
        plugins: [
          cloudflareTest(async () => ({
            main: './worker/index.ts',
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              bindings: {
                APP_ENV: 'test',
                SITE_URL: 'http://localhost',
                ALTCHA_MAX_NUMBER: '1000',
                // workerd has no shell environment: nodejs_compat puts this binding in process.env.
                TEST_DEPTH: depth,
                TEST_MIGRATIONS: await readD1Migrations(here('./migrations')),
              },
            },
          })),
        ],
        resolve: { alias: aliases },
        test: {
          name: 'worker',
          include: ['tests/worker/**/*.test.ts'],
          setupFiles: ['./tests/worker/apply-migrations.ts'],
        },
      },
      {
        plugins: [react()],
        resolve: { alias: aliases },
        test: {
          name: 'web',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['./tests/web/setup.ts'],
          // Mantine and the icons are hundreds of modules each: bundled once by the optimizer, each
          // test file imports a few files instead of walking them again (129 s → about 100 s for
          // the project). dayjs stays outside the bundles, so @mantine/dates formats with the very
          // dayjs that web/src/lib/dates.ts extends (with it inside, the London picker lost "15th").
          deps: {
            optimizer: {
              client: {
                enabled: true,
                include: [
                  '@mantine/charts',
                  '@mantine/core',
                  '@mantine/hooks',
                  '@mantine/dates',
                  '@mantine/dropzone',
                  '@mantine/modals',
                  '@mantine/notifications',
                  '@mantine/tiptap',
                  '@tabler/icons-react',
                  '@tanstack/react-query',
                ],
                exclude: ['dayjs'],
              },
            },
          },
          // isolate: false was measured and leaks module state between files (the API client's
          // hooks, lib/modals' host flag, pending timers): see tests/README.md before turning it on.
        },
      },
    ],
  },
})
