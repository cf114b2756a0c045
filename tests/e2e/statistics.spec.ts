import { AxeBuilder } from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { reuseSignIn } from './helpers'

/**
 * Issue 16: the statistics screen on a desktop and a 360 px phone, against the seeded site: the
 * figures and charts draw (recharts needs a real layout), nothing scrolls sideways, the period
 * switch reloads the figures, and axe finds nothing blocking.
 */

const noSidewaysScroll = async (page: Page) =>
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0)

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 360, height: 740 },
]) {
  test(`the admin reads the statistics on a ${viewport.name}`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height })
    await reuseSignIn(page, 'admin')
    // The sidebar's link on a desktop (a phone has it in the header's menu drawer).
    const firstRead = page.waitForResponse((r) => r.url().includes('/api/stats'))
    if (viewport.name === 'desktop') {
      await page.goto('/admin')
      await page
        .getByRole('navigation', { name: 'Admin' })
        .getByRole('link', { name: 'Statistics' })
        .click()
    } else await page.goto('/admin/statistics')
    expect((await firstRead).status()).toBe(200)
    await expect(page).toHaveURL(/\/admin\/statistics$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible()
    await expect(page.getByRole('group', { name: 'Members', exact: true })).toContainText(
      /joined in the last 30 days/,
    )
    // Each chart draws into the width it is given, and the page never scrolls sideways.
    for (const chart of ['stats-members-time', 'stats-content-status', 'stats-forum-time']) {
      const drawing = page.locator(`[data-chart="${chart}"] svg.recharts-surface`).first()
      await expect(drawing).toBeVisible()
      const box = await drawing.boundingBox()
      expect(box!.width).toBeGreaterThan(200)
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width)
    }
    await noSidewaysScroll(page)

    const answered = page.waitForResponse((r) => r.url().includes('/api/stats?range=12m'))
    await page.getByText('12 months', { exact: true }).click()
    expect((await answered).status()).toBe(200)
    await expect(page).toHaveURL(/range=12m/)
    await expect(page.getByRole('group', { name: 'Members', exact: true })).toContainText(
      /joined in the last 12 months/,
    )
    await noSidewaysScroll(page)

    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze()
    const blocking = violations.filter((v) => v.impact === 'critical' || v.impact === 'serious')
    expect(
      blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([])
  })
}
