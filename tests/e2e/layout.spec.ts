import { expect, test } from '@playwright/test'

test.use({ viewport: { width: 360, height: 740 } })

for (const path of ['/', '/signin', '/signup', '/events', '/no-such-page']) {
  test(`${path} fits a 360 px screen without sideways scrolling`, async ({ page }) => {
    await page.goto(path)
    await expect(page.locator('#root')).not.toBeEmpty()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  })
}
