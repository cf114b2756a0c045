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
/**
 * Issue 12, one page frame: where each screen's main heading starts. A heading that is its card's
 * own (the thread card, the visitor home's welcome) counts from the card's edge, the card being what sits on the page's edge.
 */
const headingEdgeOf = async (page: Page, path: string) => {
  await page.goto(path)
  const heading = page.locator('main h1').first()
  await expect(heading).toBeVisible()
  await page.waitForLoadState('networkidle')
  return heading.evaluate((h) => {
    const card = h.closest(':is(article, section)[aria-labelledby]') ?? h
    return Math.round(card.getBoundingClientRect().left)
  })
}

/** Every screen's heading edge, by route; the test names the ones that differ from the first. */
const edgesOf = async (page: Page, paths: string[]) => {
  const edges: Record<string, number> = {}
  for (const path of paths) edges[path] = await headingEdgeOf(page, path)
  return edges
}

const allAgree = (edges: Record<string, number>) => {
  const [first] = Object.values(edges)
  expect(
    Object.entries(edges).filter(([, x]) => x !== first),
    `left edges: ${JSON.stringify(edges)}`,
  ).toEqual([])
  return first!
}

const PUBLIC_SCREENS = [
  '/',
  '/events',
  '/events/guildhall-annual-conference',
  '/forum',
  '/forum/general-discussion',
  FORUM_THREAD,
  '/forum/search?q=welcome',
  '/no-such-page',
]
const MEMBER_SCREENS = [
  '/my-events',
  '/my-tickets',
  '/notifications',
  '/account',
  '/forum/private',
  '/members',
  '/members/zara-ahmed',
  '/account/profile',
]
const ADMIN_SCREENS = [
  '/admin',
  '/admin/users',
  '/admin/roles',
  '/admin/events',
  '/admin/forum',
  '/admin/groups',
  '/admin/news',
]

for (const viewport of [
  { width: 1366, height: 800 },
  { width: 360, height: 740 },
]) {
  test.describe(`one left edge at ${viewport.width} px`, () => {
    test.use({ viewport })

    test('every public and member screen’s heading starts where the site name does', async ({
      page,
    }) => {
      const visitor = await edgesOf(page, PUBLIC_SCREENS)
      await reuseSignIn(page, 'member')
      const member = await edgesOf(page, MEMBER_SCREENS)
      const edge = allAgree({ ...visitor, ...member })
      // The page's gutter on a phone (16 px), the centred 1140 px page on a desktop.
      expect(edge).toBe(viewport.width === 360 ? 16 : Math.round((viewport.width - 1140) / 2 + 16))
      if (viewport.width > 1000) {
        const brand = page.getByRole('banner').getByRole('link', { name: 'Guildhall' })
        expect(Math.round((await brand.boundingBox())!.x)).toBe(edge)
      }
    })

    test('sign-in and sign-up share one centred card', async ({ page }) => {
      const edges = await edgesOf(page, ['/signin', '/signup', '/forgot-password'])
      const edge = allAgree(edges)
      const card = await page.locator('main [data-page="form"]').boundingBox()
      expect(Math.abs(card!.x + card!.width / 2 - viewport.width / 2)).toBeLessThanOrEqual(1)
      expect(edge).toBeGreaterThanOrEqual(16)
    })

    test('every admin screen’s heading starts at one edge', async ({ page }) => {
      await reuseSignIn(page, 'admin')
      const edge = allAgree(await edgesOf(page, ADMIN_SCREENS))
      // Beside the sidebar on a desktop; on a phone the same 16 px gutter as the public pages.
      if (viewport.width === 360) expect(edge).toBe(16)
      else expect(edge).toBeGreaterThan(250)
    })
  })
}

/** The browser tab names the page, then the site: "<Page> · Guildhall" on every route. */
const TITLES: Record<'visitor' | 'member' | 'admin', [string, string][]> = {
  visitor: [
    ['/', 'Guildhall'],
    ['/events', 'Events · Guildhall'],
    ['/events/guildhall-annual-conference', 'Guildhall Annual Conference · Guildhall'],
    ['/forum', 'Forum · Guildhall'],
    ['/forum/general-discussion', 'General discussion · Guildhall'],
    [FORUM_THREAD, 'Introduce yourself: who are you and what do you do? · Guildhall'],
    ['/forum/search?q=welcome', 'Search the forum · Guildhall'],
    ['/signin', 'Sign in · Guildhall'],
    ['/signup', 'Join · Guildhall'],
    ['/forgot-password', 'Forgot your password? · Guildhall'],
    ['/no-such-page', 'Page not found · Guildhall'],
  ],
  member: [
    ['/my-events', 'My events · Guildhall'],
    ['/my-tickets', 'My tickets · Guildhall'],
    ['/notifications', 'Notifications · Guildhall'],
    ['/account', 'Your account · Guildhall'],
    ['/forum/private', 'Private threads · Guildhall'],
    ['/members', 'Members · Guildhall'],
    ['/members/zara-ahmed', 'Zara Ahmed · Guildhall'],
    ['/account/profile', 'Edit profile · Guildhall'],
    ['/admin', 'Not allowed · Guildhall'],
  ],
  admin: [
    ['/admin', 'Dashboard · Guildhall'],
    ['/admin/users', 'Users · Guildhall'],
    ['/admin/roles', 'Roles · Guildhall'],
    ['/admin/events', 'Events · Guildhall'],
    ['/admin/forum', 'Forum · Guildhall'],
    ['/admin/groups', 'Groups · Guildhall'],
    ['/admin/news', 'News · Guildhall'],
    ['/admin/no-such-screen', 'Page not found · Guildhall'],
  ],
}

test('every route names its page in the browser tab', async ({ page }) => {
  for (const who of ['visitor', 'member', 'admin'] as const) {
    if (who !== 'visitor') await reuseSignIn(page, who)
    for (const [path, title] of TITLES[who]) {
      await page.goto(path)
      await expect(page.locator('main h1').first(), path).toBeVisible()
      await expect(page, path).toHaveTitle(title)
    }
  }
})

test('before the app’s code arrives, a page shows the site’s header over its skeleton', async ({
  page,
}) => {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/app-root-*.js', async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/events/guildhall-annual-conference', { waitUntil: 'commit' })
  await expect(page.locator('.boot-header')).toHaveText('Guildhall')
  const loading = page.getByRole('status')
  await expect(loading).toHaveText('Loading…')
  await expect(loading.locator('[data-skeleton="detail"]')).toBeAttached()
  release()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Guildhall Annual Conference')
  await expect(page.locator('.boot-header')).toHaveCount(0)
})

test.describe('the header’s links between 992 px and a wide screen', () => {
  test.use({ viewport: { width: 1000, height: 800 } })

  test('stay on one line: what does not fit is under More, and every link is still there', async ({
    page,
  }) => {
    await reuseSignIn(page, 'member')
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' })
    // Every link, read where they all fit.
    await page.setViewportSize({ width: 1600, height: 800 })
    await page.goto('/events')
    await expect(nav.getByRole('link').first()).toBeVisible()
    const all = await nav.locator('a').allTextContents()

    await page.setViewportSize({ width: 1000, height: 800 })
    const more = nav.getByRole('button', { name: 'More' })
    await expect(more).toBeVisible()
    const header = await page.getByRole('banner').boundingBox()
    expect(header!.height).toBeLessThanOrEqual(64)
    const inRow = await nav.locator('a:not([data-overflow])').allTextContents()
    await more.click()
    const inMenu = await page.getByRole('menu').getByRole('menuitem').allTextContents()
    expect(inRow.length).toBeGreaterThan(0)
    expect([...inRow, ...inMenu]).toEqual(all)
    // Links, not buttons: they open as links do (a new tab, the address copied).
    await expect(page.getByRole('menu').getByRole('menuitem').first()).toHaveAttribute('href', /./)
  })
})
