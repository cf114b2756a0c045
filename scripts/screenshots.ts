/**
 * Screenshots of the main screens at a desktop and a 360 px phone width, for a closing note's
 * before/after comparison (issue 12). Drives Debian's Chromium against a running server with the
 * demo seed (`npm start`, or `scripts/serve.ts --port N`):
 *
 *   node --experimental-strip-types scripts/screenshots.ts --base http://localhost:8787 --out docs/screenshots/after
 *
 * Full-page JPEGs (quality 70) keep the files small enough to keep in the repository.
 */
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { chromium, type Browser, type Page } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts'
import { DEMO_PASSWORD } from './seed/index.ts'

const args = process.argv.slice(2)
const option = (name: string, fallback: string): string => {
  const i = args.indexOf(name)
  return (i >= 0 ? args[i + 1] : undefined) ?? fallback
}
const base = option('--base', 'http://localhost:8787')
const out = option('--out', 'docs/screenshots/after')

const EVENT = '/events/guildhall-annual-conference'
const THREAD = '/forum/general-discussion/introduce-yourself-who-are-you-and-what-do-you-do'

/** Who looks at what: the visitor's public screens, the member's home, the admin's users list. */
const SHOTS = [
  { name: 'home-visitor', who: null, path: '/' },
  { name: 'home-member', who: 'member@example.com', path: '/' },
  { name: 'events', who: null, path: '/events' },
  { name: 'event', who: null, path: EVENT },
  { name: 'forum', who: null, path: '/forum' },
  { name: 'thread', who: null, path: THREAD },
  { name: 'admin-users', who: 'admin@example.com', path: '/admin/users' },
] as const

const WIDTHS = [
  { label: 'desktop', width: 1366, height: 800 },
  { label: '360', width: 360, height: 740 },
] as const

const signIn = async (page: Page, email: string) => {
  await page.goto(`${base}/signin`)
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL(`${base}/`)
}

const shoot = async (browser: Browser) => {
  mkdirSync(out, { recursive: true })
  for (const viewport of WIDTHS) {
    for (const shot of SHOTS) {
      const context = await browser.newContext({ viewport, reducedMotion: 'reduce' })
      const page = await context.newPage()
      if (shot.who) await signIn(page, shot.who)
      await page.goto(`${base}${shot.path}`, { waitUntil: 'networkidle' })
      // Images and web fonts settle after the network goes quiet.
      await page.waitForTimeout(500)
      const file = join(out, `${shot.name}-${viewport.label}.jpg`)
      await page.screenshot({ path: file, fullPage: true, type: 'jpeg', quality: 70 })
      console.log(file)
      await context.close()
    }
  }
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
try {
  await shoot(browser)
} finally {
  await browser.close()
}
