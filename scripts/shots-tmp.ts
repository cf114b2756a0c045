import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts'
const base = 'http://127.0.0.1:8830'
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
const shots: [string, string | null, string, number][] = [
  ['polls', 'member@example.com', '/polls', 1366],
  ['poll', 'member@example.com', '/polls/1', 1366],
  ['survey', 'member@example.com', '/surveys/11', 1366],
  ['promotions', 'member@example.com', '/promotions', 1366],
  ['promotion', 'member@example.com', '/promotions/ten-percent-off-at-the-corner-bakery', 1366],
  ['home', 'member@example.com', '/', 1366],
  ['polls-360', null, '/polls', 360],
  ['promotions-360', null, '/promotions', 360],
  ['admin-polls', 'admin@example.com', '/admin/polls', 1366],
  ['admin-votes', 'admin@example.com', '/admin/polls/votes', 1366],
  ['admin-promotions', 'admin@example.com', '/admin/promotions', 1366],
  ['admin-surveys', 'admin@example.com', '/admin/surveys', 1366],
]
for (const [name, who, path, width] of shots) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' })
  const page = await context.newPage()
  page.on('pageerror', (e) => console.log(name, 'PAGEERROR', e.message))
  if (who) {
    await page.goto(`${base}/signin`)
    await page.getByLabel('Email address').fill(who)
    await page.getByLabel(/^Password/).fill('guildhall-demo')
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await page.waitForURL(`${base}/`)
  }
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' })
  await page.waitForTimeout(400)
  await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true, type: 'png' })
  await context.close()
}
await browser.close()
