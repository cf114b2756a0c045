import { defineConfig } from '@playwright/test'

const PORT = 8799

/**
 * Browser tests drive Debian's Chromium (a Playwright browser download cannot work offline here)
 * against the built worker served by `scripts/serve.ts` on a fresh, seeded local database.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `node --experimental-strip-types scripts/serve.ts --state .wrangler/e2e-state --fresh --port ${PORT} --inspector-port 9339`,
    url: `http://localhost:${PORT}/api/heartbeat`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
