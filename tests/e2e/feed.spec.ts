import { expect, test } from '@playwright/test'
import { reuseSignIn } from './helpers'

/**
 * Issue 14: the feed as a visitor and a member (several item types, a filter, load more), and an
 * admin choosing a featured item with the picker that the home then shows.
 */

test('a visitor sees the feed with events; a filter keeps one type', async ({ page }) => {
  await page.goto('/feed')
  await expect(page.getByRole('heading', { level: 1, name: 'Feed' })).toBeVisible()
  const feed = page.getByRole('list', { name: 'Feed' })
  await expect(feed.getByRole('article').first()).toBeVisible()
  await page.getByRole('group', { name: 'Show' }).getByText('Events', { exact: true }).click()
  await expect(page).toHaveURL(/type=event/)
  await expect(feed.getByRole('article').first().getByText('Event', { exact: true })).toBeVisible()
})

test('a member sees several item types and "Load more" adds 5', async ({ page }) => {
  await reuseSignIn(page, 'member')
  await page.goto('/feed')
  const cards = page.getByRole('list', { name: 'Feed' }).getByRole('article')
  await expect(cards).toHaveCount(15)
  await page.getByRole('button', { name: 'Load more' }).click()
  await expect(cards).toHaveCount(20)
  // Several types: each filter the member may use shows its own cards.
  const show = page.getByRole('group', { name: 'Show' })
  await show.getByText('Members', { exact: true }).click()
  await expect(cards.first().getByText('New member', { exact: true })).toBeVisible()
  await show.getByText('Events', { exact: true }).click()
  await expect(cards.first().getByText('Event', { exact: true })).toBeVisible()
})

test('an admin features an event with the picker and the home shows it', async ({ page }) => {
  await reuseSignIn(page, 'admin')
  await page.goto('/admin/settings/homepage')
  await page.getByRole('button', { name: 'Choose featured event' }).click()
  const dialog = page.getByRole('dialog', { name: 'Choose a featured event' })
  await dialog.getByRole('searchbox', { name: 'Title' }).fill('breakfast')
  const select = dialog.getByRole('button', { name: /^Select Monthly members breakfast/ }).first()
  await select.click()
  await expect(dialog).toBeHidden()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Saved')).toBeVisible()
  await page.goto('/')
  const featured = page.getByRole('region', { name: 'Featured' })
  await expect(featured.getByText('Monthly members breakfast')).toBeVisible()
  // Put back as it was, for the other journeys.
  await page.goto('/admin/settings/homepage')
  await page.getByRole('button', { name: 'Clear featured event' }).click()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Saved')).toBeVisible()
})
