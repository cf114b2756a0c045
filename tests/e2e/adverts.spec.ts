import { expect, test, type Request } from '@playwright/test'
import { reuseSignIn, savedSignIn } from './helpers'

/**
 * Issue 16, adverts on the member side: a visitor sees the seeded header advert (The Old Bell),
 * labelled Sponsored, and a click opens the advertiser's page through the counting redirect. The
 * advertiser's site is answered here (the machine is offline).
 */
test('a visitor sees an advert and its click goes through the redirect', async ({ browser }) => {
  const context = await browser.newContext()
  await context.route('https://theoldbell.example.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>The Old Bell</title><h1>Lunch</h1>' }),
  )
  const page = await context.newPage()
  await page.goto('/')
  const advert = page.getByRole('complementary', { name: 'Advert' }).filter({
    hasText: 'The Old Bell',
  })
  await expect(advert).toContainText('Sponsored')
  const link = advert.getByRole('link', { name: /The Old Bell/ })
  await expect(link).toHaveAttribute('rel', 'sponsored noopener')
  const href = await link.getAttribute('href')
  expect(href).toMatch(/^\/api\/adverts\/\d+\/click$/)

  const requests: Request[] = []
  context.on('request', (request) => requests.push(request))
  const [opened] = await Promise.all([context.waitForEvent('page'), link.click()])
  await opened.waitForURL('https://theoldbell.example.com/lunch')
  const click = requests.find((r) => r.url().endsWith(href!))
  expect((await click?.response())?.status()).toBe(302)
  await expect(opened.getByRole('heading', { name: 'Lunch' })).toBeVisible()
  await context.close()
})

test('an admin sees the adverts with their clicks and impressions', async ({ browser }) => {
  const context = await browser.newContext({ storageState: savedSignIn('admin') })
  const page = await context.newPage()
  await reuseSignIn(page, 'admin')
  await page.goto('/admin/adverts')
  await expect(page.getByRole('heading', { level: 1, name: 'Adverts' })).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: 'Bow Lane Flowers' })
  await expect(row).toContainText('1,842')
  await row.getByRole('button', { name: 'Actions for Bow Lane Flowers' }).click()
  await page.getByRole('menuitem', { name: 'Edit' }).click()
  const editor = page.getByRole('dialog', { name: 'Edit advert' })
  await editor.getByRole('tab', { name: 'Clicks & Impressions' }).click()
  await expect(editor.getByRole('tabpanel')).toContainText('37')
  await context.close()
})
