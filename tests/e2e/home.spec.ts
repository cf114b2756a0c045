import { expect, test, type Page } from '@playwright/test'
import { reuseSignIn } from './helpers'

/** Issue 12: the live home pages, as a visitor and a member, with the seed's pictures from R2. */

const noSidewaysScroll = async (page: Page) =>
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0)

/** Every picture in `scope` has loaded real bytes (a missing file would be 0 wide). */
const picturesLoaded = async (page: Page, selector: string) =>
  page.$$eval(selector, (images) =>
    images.map(
      (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
    ),
  )

for (const width of [1366, 360]) {
  test(`a visitor at ${width} px sees the community, the next events with pictures and the latest discussions`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 })
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1, name: /Welcome to/ })).toBeVisible()
    await expect(page.getByText(/members and counting/)).toBeVisible()
    const events = page.getByRole('region', { name: 'Upcoming events' })
    await expect(events.getByRole('article')).toHaveCount(4)
    await expect(events.getByRole('link', { name: 'Monthly members breakfast' })).toBeVisible()
    const discussions = page.getByRole('list', { name: 'Latest discussions' })
    await expect(discussions.getByRole('listitem')).toHaveCount(5)
    await expect(discussions.getByText(/repl(y|ies) ·/).first()).toBeVisible()
    // The first cards' pictures are real files; lazy ones further down load once scrolled to.
    await events.scrollIntoViewIfNeeded()
    await expect
      .poll(() => picturesLoaded(page, 'section[aria-labelledby="home-events"] img'))
      .not.toContain(false)
    await noSidewaysScroll(page)
  })
}

test('a member sees their next ticket, new replies, upcoming events and notifications, without sideways scroll at 360 px', async ({
  page,
}) => {
  await reuseSignIn(page, 'member')
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/')
  const ticket = page.getByRole('region', { name: 'Your next event' })
  await expect(ticket.getByText('Monthly members breakfast')).toBeVisible()
  await expect(ticket.getByRole('link', { name: 'View your ticket' })).toHaveAttribute(
    'href',
    '/my-tickets',
  )
  await expect(page.getByRole('region', { name: 'New replies' })).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Upcoming events' }).getByRole('article').first(),
  ).toBeVisible()
  await expect(page.getByRole('region', { name: 'Notifications' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Your areas' })).toBeVisible()
  await noSidewaysScroll(page)
})
