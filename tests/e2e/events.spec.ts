import { expect, test, type Page } from '@playwright/test'
import { reuseSignIn } from './helpers'

const WALKING_TOUR = 'Walking tour of the Roman city'

/** The events list filtered to one title, and that event's card. */
const cardOf = async (page: Page, title: string) => {
  await page.goto(`/events?q=${encodeURIComponent(title)}`)
  const card = page.getByRole('article', { name: title })
  await expect(card).toBeVisible()
  return card
}

test('a member books a ticket, sees it in My tickets, cancels it, and the seat comes back', async ({
  page,
}) => {
  await reuseSignIn(page, 'booker')
  const before = await cardOf(page, WALKING_TOUR)
  await expect(before).toContainText('25 tickets left')
  await before.getByRole('link', { name: WALKING_TOUR }).click()
  await expect(page).toHaveURL(/\/events\/walking-tour-of-the-roman-city$/)

  await page.getByRole('button', { name: 'Order Tickets' }).click()
  const modal = page.getByRole('dialog', { name: 'Order Tickets' })
  await expect(modal.getByLabel('Number of tickets')).toHaveValue('1')
  await modal.getByRole('button', { name: 'Next', exact: true }).click()
  await modal.getByRole('button', { name: 'Confirm', exact: true }).click()
  await expect(modal.getByRole('status').getByText('Order placed')).toBeVisible()
  await modal.getByRole('link', { name: 'View my tickets' }).click()

  await expect(page).toHaveURL('/my-tickets')
  await expect(page.getByRole('link', { name: WALKING_TOUR })).toBeVisible()
  await expect(await cardOf(page, WALKING_TOUR)).toContainText('24 tickets left')

  await page.goto('/events/walking-tour-of-the-roman-city')
  await expect(page.getByText('You are attending this event')).toBeVisible()
  // A free single-ticket event: Un-attend cancels at once, and Attend books again in one click.
  await page.getByRole('button', { name: 'Un-attend' }).click()
  await expect(page.getByRole('button', { name: 'Order Tickets' })).toBeVisible()
  await page.getByRole('button', { name: 'Attend', exact: true }).click()
  await expect(page.getByText('You are attending this event', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Un-attend' }).click()
  await expect(page.getByRole('button', { name: 'Attend', exact: true })).toBeVisible()

  await page.goto('/my-tickets')
  await expect(page.getByRole('heading', { name: 'My tickets' })).toBeVisible()
  await expect(page.getByRole('link', { name: WALKING_TOUR })).toHaveCount(0)
  await expect(await cardOf(page, WALKING_TOUR)).toContainText('25 tickets left')
})

test('the calendar shows the month, and a week list at 360 px', async ({ page }) => {
  await page.goto('/events?view=calendar')
  // Month grid: weekday column headers and the month's title.
  await expect(page.getByRole('columnheader', { name: 'Mon' })).toBeVisible()
  const title = page.locator('.fc-toolbar-title')
  await expect(title).toHaveText(/^[A-Z][a-z]+ \d{4}$/)
  await expect(page.getByRole('button', { name: 'Month', exact: true })).toBeVisible()

  await page.setViewportSize({ width: 360, height: 780 })
  // Under 765 px: the list-week view, a week range as title (the app's date style, not
  // 'Nov 23 – 29, 2026'), and no view switch.
  await expect(title).toHaveText(
    /^\d{1,2}(st|nd|rd|th)( [A-Z][a-z]{2}( \d{4})?)? – \d{1,2}(st|nd|rd|th) [A-Z][a-z]{2} \d{4}$/,
  )
  await expect(page.locator('.fc-list, .fc-listWeek-view').first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Month', exact: true })).toHaveCount(0)
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)

  // Next weeks until one has an event; clicking it opens the summary with a View button.
  const next = page.getByRole('button', { name: /^Next/ })
  for (let i = 0; i < 6 && (await page.locator('.fc-list-event').count()) === 0; i += 1)
    await next.click()
  // Days and times as the rest of the app writes them: 'Fri 27th Nov 2026', '06:00pm – 08:00pm'.
  await expect(page.locator('.fc-list-day-text').first()).toHaveText(
    /^[A-Z][a-z]{2} \d{1,2}(st|nd|rd|th) [A-Z][a-z]{2} \d{4}$/,
  )
  await expect(page.locator('.fc-list-event-time').first()).toHaveText(
    /^\d{2}:\d{2}[ap]m – \d{2}:\d{2}[ap]m$/,
  )
  await page.locator('.fc-list-event').first().click()
  const summary = page.getByRole('dialog')
  await expect(summary.getByRole('link', { name: 'View' })).toBeVisible()
})

test('an admin approves a pending event and it appears on the events list', async ({ page }) => {
  const title = 'Tax year-end briefing'
  await page.goto(`/events?q=${encodeURIComponent(title)}`)
  await expect(page.getByText('No events found')).toBeVisible()

  await reuseSignIn(page, 'admin')
  await page.goto('/admin/events?status=pending')
  const row = page.getByRole('row').filter({ hasText: title })
  await expect(row).toBeVisible()
  await row.getByRole('button', { name: `Approve ${title}` }).click()
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0)

  // Upcoming events come soonest first, 15 a page: the search finds this one, two months out.
  await page.goto(`/admin/events?status=approved&q=${encodeURIComponent(title)}`)
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Recently approved')
  await expect(await cardOf(page, title)).toBeVisible()
})
