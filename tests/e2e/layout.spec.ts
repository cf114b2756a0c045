import { expect, test, type Page } from '@playwright/test'
import { reuseSignIn } from './helpers'

test.use({ viewport: { width: 360, height: 740 } })

const overflowOf = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

for (const path of [
  '/',
  '/signin',
  '/signup',
  '/events',
  '/events/guildhall-annual-conference',
  '/no-such-page',
]) {
  test(`${path} fits a 360 px screen without sideways scrolling`, async ({ page }) => {
    await page.goto(path)
    await expect(page.locator('#root')).not.toBeEmpty()
    await page.waitForLoadState('networkidle')
    expect(await overflowOf(page)).toBeLessThanOrEqual(0)
  })
}

test('a member’s event screens and the order modal fit 360 px', async ({ page }) => {
  await reuseSignIn(page, 'member')
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

const FORUM_THREAD = '/forum/general-discussion/introduce-yourself-who-are-you-and-what-do-you-do'

test('the forum’s index, category, thread, search and private threads fit 360 px', async ({
  page,
}) => {
  await reuseSignIn(page, 'member')
  for (const path of [
    '/forum',
    '/forum/general-discussion',
    FORUM_THREAD,
    '/forum/search?q=tagged%3Awelcome%20studio',
    '/forum/private',
  ]) {
    await page.goto(path)
    await expect(page.locator('main')).not.toBeEmpty()
    await page.waitForLoadState('networkidle')
    expect(await overflowOf(page), path).toBeLessThanOrEqual(0)
  }
  // The thread page with its nested replies open, and the reply box of a nested reply.
  await page.goto(FORUM_THREAD)
  await expect(page.getByRole('article', { name: /^Reply by / }).first()).toBeVisible()
  await page
    .getByRole('article', { name: /^Reply by / })
    .first()
    .getByRole('button', { name: 'Reply', exact: true })
    .click()
  await expect(page.getByRole('combobox', { name: 'Your reply' })).toBeVisible()
  expect(await overflowOf(page), 'thread with a nested reply box').toBeLessThanOrEqual(0)
  // The thread editor modal.
  await page.goto('/forum/general-discussion')
  await page.getByRole('button', { name: 'New thread' }).click()
  const editor = page.getByRole('dialog', { name: 'New thread' })
  await expect(editor.getByRole('textbox', { name: 'Title' })).toBeVisible()
  const box = await editor.boundingBox()
  expect(box!.x).toBeGreaterThanOrEqual(0)
  expect(box!.x + box!.width).toBeLessThanOrEqual(360)
  expect(await overflowOf(page), 'thread editor').toBeLessThanOrEqual(0)
})

test('the admin groups and forum screens and their modals fit 360 px', async ({ page }) => {
  await reuseSignIn(page, 'admin')
  for (const path of ['/admin/groups', '/admin/forum']) {
    await page.goto(path)
    await expect(page.locator('main')).not.toBeEmpty()
    await page.waitForLoadState('networkidle')
    expect(await overflowOf(page), path).toBeLessThanOrEqual(0)
  }
  await page.goto('/admin/groups')
  await page.getByRole('button', { name: "Members of Founders' circle" }).click()
  const manager = page.getByRole('dialog', { name: "Members of Founders' circle" })
  await expect(manager.getByRole('tab', { name: /Requests/ })).toBeVisible()
  await manager.getByRole('tab', { name: /Requests/ }).click()
  await page.waitForLoadState('networkidle')
  const box = await manager.boundingBox()
  expect(box!.x).toBeGreaterThanOrEqual(0)
  expect(box!.x + box!.width).toBeLessThanOrEqual(360)
  expect(await overflowOf(page), 'group member manager').toBeLessThanOrEqual(0)
})

test('admin tables scroll inside their box with a cue, keeping their actions, and the page never scrolls sideways', async ({
  page,
}) => {
  await reuseSignIn(page, 'admin')
  for (const [path, label] of [
    ['/admin/users', 'Users'],
    ['/admin/events', 'Events'],
    ['/admin/roles', 'Roles'],
    ['/admin/groups', 'Groups'],
    ['/admin/forum', 'Forum categories'],
  ] as const) {
    await page.goto(path)
    await expect(page.getByRole('table', { name: label })).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(await overflowOf(page), path).toBeLessThanOrEqual(0)
  }

  for (const path of ['/admin/users', '/admin/events']) {
    await page.goto(path)
    const box = page.getByRole('region', { name: /\(scrolls sideways\)$/ })
    await expect(box, path).toBeVisible()
    await expect(page.getByText('Scroll for more')).toBeVisible()
    const actions = page.getByRole('columnheader', { name: 'Actions' })
    // The actions column is there, out of sight to the right until the table is scrolled.
    expect((await actions.boundingBox())!.x, path).toBeGreaterThan(360)
    await box.evaluate((el) => el.scrollTo({ left: el.scrollWidth }))
    await expect(page.getByText('Scroll back')).toBeVisible()
    const shown = (await actions.boundingBox())!
    expect(shown.x + shown.width, path).toBeLessThanOrEqual(360)
    expect(await overflowOf(page), path).toBeLessThanOrEqual(0)
  }
})
