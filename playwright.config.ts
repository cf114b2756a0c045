import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium'

// E2E_PORT / E2E_INSPECTOR_PORT let two checkouts run their browser tests side by side.
const PORT = Number(process.env.E2E_PORT ?? 8799)
const INSPECTOR_PORT = Number(process.env.E2E_INSPECTOR_PORT ?? 9339)

/**
 * Browser tests drive Debian's Chromium (a Playwright browser download cannot work offline here)
 * against the built worker served by `scripts/serve.ts` on a fresh, seeded local database.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Tests that change what another reads use data of their own (tests/e2e/helpers.ts), so the
  // files may run in parallel (`--workers=2`). CI keeps one worker: on its 2 cores the run is
  // CPU-bound, and two workers took the same 1.9 minutes (measured after issue 11's chunks).
  fullyParallel: true,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    // Signs the demo accounts in once; the tests reuse those sessions (tests/e2e/helpers.ts).
    { name: 'setup', testMatch: /\.setup\.ts$/, use: { browserName: 'chromium' } },
    { name: 'chromium', use: { browserName: 'chromium' }, dependencies: ['setup'] },
  ],
  webServer: {
    command: `node --experimental-strip-types scripts/serve.ts --state .wrangler/e2e-state --fresh --no-crons --port ${PORT} --inspector-port ${INSPECTOR_PORT}`,
    url: `http://localhost:${PORT}/api/heartbeat`,
    reuseExistingServer: false,
    timeout: 180_000,
    // The captcha's proof of work made small: the tests check that it verifies, not its cost.
    env: { ALTCHA_MAX_NUMBER: '1000' },
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
