import { expect, test, type Page } from '@playwright/test'
import { signInAs } from './helpers'

test.use({ viewport: { width: 360, height: 740 } })

const overflowOf = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

for (const path of ['/', '/signin', '/signup', '/events', '/events/guildhall-annual-conference', '/no-such-page']) {
  test(`${path} fits a 360 px screen without sideways scrolling`, async ({ page }) => {
    await page.goto(path)
    await expect(page.locator('#root')).not.toBeEmpty()
    await page.waitForLoadState('networkidle')
    expect(await overflowOf(page)).toBeLessThanOrEqual(0)
  })
}

test('a member’s event screens and the order modal fit 360 px', async ({ page }) => {
  await signInAs(page, 'member@example.com')
  for (const path of ['/my-tickets', '/my-events', '/events/walking-tour-of-the-roman-city']) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    expect(await overflowOf(page), path).toBeLessThanOrEqual(0)
  }
  await page.getByRole('button', { name: 'Order Tickets' }).click()
  const modal = page.getByRole('dialog', { name: 'Order Tickets' })
  await expect(modal.getByLabel('Number of tickets')).toBeVisible()
  const box = await modal.boundingBox()
  expect(box!.x).toBeGreaterThanOrEqual(0)
  expect(box!.x + box!.width).toBeLessThanOrEqual(360)
})
