import { expect, test, type Locator, type Page } from '@playwright/test'
import { reuseSignIn } from './helpers'

/**
 * Issue 12: the booking flow by keyboard alone (Tab, Shift+Tab, Enter, Space), with a visible
 * focus ring at every stop, focus kept inside the order modal, and put somewhere sensible when
 * the modal moves on or closes.
 */

// A free event with one kind of ticket that no other browser test books.
const EVENT = '/events/new-members-welcome-evening'

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after `max` presses. */
const tabTo = async (page: Page, target: Locator, { back = false, max = 40 } = {}) => {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
  }
  await expect(target).toBeFocused()
}

/** Focus is on `target` and shows: the keyboard's :focus-visible ring, at least 2 px. */
const expectFocusRing = async (target: Locator) => {
  await expect(target).toBeFocused()
  const ring = await target.evaluate((el) => {
    const style = getComputedStyle(el)
    return {
      focusVisible: el.matches(':focus-visible'),
      // 'auto' is the browser's own two-colour ring (the skip link's).
      outline:
        style.outlineStyle === 'none'
          ? 0
          : style.outlineStyle === 'auto'
            ? 2
            : Number.parseFloat(style.outlineWidth),
      shadow: style.boxShadow,
    }
  })
  expect(ring.focusVisible).toBe(true)
  expect(ring.outline >= 2 || ring.shadow !== 'none', JSON.stringify(ring)).toBe(true)
}

const focusInside = (dialog: Locator) =>
  dialog.evaluate((el) => el.contains(document.activeElement))

test('a member books a free ticket with the keyboard alone, and un-attends again', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 800 })
  await reuseSignIn(page, 'booker')
  await page.goto(EVENT)
  const order = page.getByRole('button', { name: 'Order Tickets' })
  await expect(order).toBeVisible()

  // From the top of the page: the skip link first, then on to the booking.
  await page.keyboard.press('Tab')
  await expectFocusRing(page.getByRole('link', { name: 'Skip to content' }))
  await tabTo(page, order)
  await expectFocusRing(order)
  await page.keyboard.press('Enter')

  // The modal opens on the ticket already chosen, not on its × button.
  const dialog = page.getByRole('dialog', { name: 'Order Tickets' })
  const ticket = dialog.getByRole('radio', { checked: true })
  await expectFocusRing(ticket)

  // Focus stays inside: round the whole dialog both ways, and Escape does not close it (the
  // modal closes from its own buttons only, spec 01 §5).
  for (let i = 0; i < 6; i += 1) {
    await page.keyboard.press('Tab')
    expect(await focusInside(dialog)).toBe(true)
  }
  for (let i = 0; i < 6; i += 1) {
    await page.keyboard.press('Shift+Tab')
    expect(await focusInside(dialog)).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(dialog).toBeVisible()

  await tabTo(page, dialog.getByLabel('Number of tickets'))
  await expect(dialog.getByLabel('Number of tickets')).toHaveValue('1')
  const next = dialog.getByRole('button', { name: 'Next', exact: true })
  await tabTo(page, next)
  await expectFocusRing(next)
  await page.keyboard.press('Space')

  // Step 2: the pressed button went with its step; focus moves to Confirm, not the page.
  const confirm = dialog.getByRole('button', { name: 'Confirm', exact: true })
  await expectFocusRing(confirm)
  await page.keyboard.press('Enter')

  // Step 3: order placed; focus on where to go next.
  await expect(dialog.getByRole('status').getByText('Order placed')).toBeVisible()
  const viewTickets = dialog.getByRole('link', { name: 'View my tickets' })
  await expectFocusRing(viewTickets)
  const close = dialog.getByRole('button', { name: 'Close', exact: true })
  await tabTo(page, close, { back: true })
  await expectFocusRing(close)
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()

  // Order Tickets has gone (the member attends now): focus stays with the booking controls.
  await expect(page.getByText('You are attending this event', { exact: true })).toBeVisible()
  const manage = page.getByRole('button', { name: 'Manage attendance' })
  await expectFocusRing(manage)

  // And back out by keyboard: Un-attend is the next stop.
  const unattend = page.getByRole('button', { name: 'Un-attend' })
  await tabTo(page, unattend)
  await expectFocusRing(unattend)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: 'Attend', exact: true })).toBeVisible()
})

test('on a phone the booking bar is reached by Tab, opens the modal and gets focus back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto(EVENT)
  const bar = page.locator('[data-booking-bar]')
  const order = bar.getByRole('button', { name: 'Order Tickets' })
  await expect(bar).toBeVisible()
  await expect(bar).toContainText('Free')
  // The page's only Order Tickets on a phone is the bar's.
  await expect(page.getByRole('button', { name: 'Order Tickets' })).toHaveCount(1)

  await tabTo(page, order)
  await expectFocusRing(order)
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Order Tickets' })
  await expectFocusRing(dialog.getByRole('radio', { checked: true }))
  const dismiss = dialog.getByRole('button', { name: 'Close dialog' })
  await tabTo(page, dismiss, { back: true })
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expectFocusRing(order)

  // The bar never hides the page's end: the footer scrolls clear above it.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  const footer = await page.locator('footer').boundingBox()
  const barBox = await bar.boundingBox()
  // (Within a pixel: layout positions are fractional.)
  expect(footer && barBox && footer.y + footer.height <= barBox.y + 1).toBe(true)
})
