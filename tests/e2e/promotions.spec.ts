import { AxeBuilder } from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { reuseSignIn, savedSignIn } from './helpers'

/**
 * Issue 15, a member claims a promotion: from /promotions they open one, claim it, see "Offer
 * Claimed" and the promotion claimed modal (which passes axe), and find it under their claimed
 * promotions. Runs as the booker, whom the seed gives no claims.
 */
test('a member opens a promotion, claims it and finds it under claimed promotions', async ({
  browser,
}) => {
  const context = await browser.newContext({ storageState: savedSignIn('booker') })
  const page = await context.newPage()
  await reuseSignIn(page, 'booker')
  await page.goto('/promotions')
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible()
  const card = page.getByRole('article').first()
  const title = await card.getAttribute('aria-label')
  expect(title).toBeTruthy()
  await card.getByRole('link', { name: `View Details: ${title}` }).click()
  await expect(page.getByRole('heading', { level: 1, name: title! })).toBeVisible()

  await page.getByRole('button', { name: /^(Claim offer|Tell me more)$/ }).click()
  await expect(page.getByText('Offer Claimed', { exact: true })).toBeVisible()
  const modal = page.getByRole('dialog', { name: 'Promotion claimed' })
  await expect(modal).toContainText('will be in touch')
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .include('[role="dialog"]')
    .analyze()
  expect(axe.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious')).toEqual(
    [],
  )
  // Focus stays in the modal until Close.
  await page.keyboard.press('Tab')
  await expect(modal.locator(':focus')).toHaveCount(1)
  await modal.getByRole('button', { name: 'Close', exact: true }).click()
  await expect(modal).toBeHidden()
  await expect(page.getByRole('button', { name: 'Offer claimed' })).toBeDisabled()

  await page.goto('/claimed-promotions')
  await expect(page.getByRole('article', { name: title! })).toBeVisible()
  await context.close()
})
