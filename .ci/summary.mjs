// Sums the JSON reports that `npm test` writes (vitest and Playwright) into one plain line.
// A failing step that ran no counted test (typecheck, lint, a crash) counts as one failure.
import { existsSync, readFileSync } from 'node:fs'

const status = Number(process.argv[2] ?? '1')
let passed = 0
let failed = 0
let skipped = 0

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null)

const vitest = read('reports/vitest.json')
if (vitest) {
  passed += vitest.numPassedTests
  failed += vitest.numFailedTests
  skipped += vitest.numPendingTests + vitest.numTodoTests
  // Suites that failed to load count as failures too.
  failed += vitest.testResults.filter(
    (r) => r.status === 'failed' && r.assertionResults.length === 0,
  ).length
}

const playwright = read('reports/playwright.json')
if (playwright) {
  passed += playwright.stats.expected + playwright.stats.flaky
  failed += playwright.stats.unexpected
  skipped += playwright.stats.skipped
}

// typecheck and lint run before the tests; when the tests ran, both passed.
if (vitest) passed += 2
if (status !== 0 && failed === 0) failed = 1
if (passed === 0 && failed === 0) failed = 1

console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
process.exit(failed > 0 ? 1 : 0)
