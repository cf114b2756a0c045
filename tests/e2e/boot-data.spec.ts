import { expect, test, type Locator, type Page } from '@playwright/test'
import { reuseSignIn } from './helpers'

/** The API paths a page asked for, in order. */
const apiCallsOf = (page: Page) => {
  const asked: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (pathname.startsWith('/api/')) asked.push(pathname)
  })
  return asked
}

test('a member’s first page shows them signed in without asking /api/me or /api/settings', async ({
  page,
}) => {
  await reuseSignIn(page, 'member')
  const asked = apiCallsOf(page)
  const shell = await page.goto('/events')
  expect(shell?.headers()['cache-control']).toBe('private, no-cache')
  await expect(page.getByRole('button', { name: /Sam Patel/ })).toBeVisible()
  expect(asked).not.toContain('/api/me')
  expect(asked).not.toContain('/api/settings')
})

test('a visitor’s shell says nobody is signed in, and the hashed assets are cached for a year', async ({
  page,
}) => {
  const asked = apiCallsOf(page)
  const scripts: { url: string; cacheControl: string | undefined }[] = []
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/assets/'))
      scripts.push({ url: response.url(), cacheControl: response.headers()['cache-control'] })
  })
  await page.goto('/')
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible()
  expect(asked).not.toContain('/api/me')
  expect(scripts.length).toBeGreaterThan(0)
  for (const script of scripts)
    expect(script.cacheControl, script.url).toBe('public, max-age=31536000, immutable')
})

/** What the frame around every member-side screen reads (the adverts): it comes with the page too. */
const FRAME_READS = ['/api/adverts/showing']

/** Each screen, the requests it makes first (by path prefix), and what it shows once it has them. */
const SCREENS: { path: string; reads: string[]; shows: (page: Page) => Locator }[] = [
  {
    path: '/',
    reads: ['/api/home'],
    shows: (page) => page.getByRole('heading', { name: 'Upcoming events' }),
  },
  {
    path: '/events',
    reads: ['/api/events', '/api/categories'],
    shows: (page) => page.getByRole('article').first(),
  },
  {
    path: '/events/guildhall-annual-conference',
    // The event, then (by its id) its attendees and first comments; its sub-events are in its answer.
    reads: ['/api/events', '/api/event-attendees', '/api/comments'],
    shows: (page) => page.getByRole('heading', { name: /Guildhall Annual Conference/ }).first(),
  },
  {
    path: '/forum',
    reads: ['/api/forum/categories'],
    shows: (page) => page.getByRole('link', { name: /General discussion/i }).first(),
  },
  {
    path: '/forum/general-discussion/introduce-yourself-who-are-you-and-what-do-you-do',
    reads: ['/api/forum/categories/general-discussion/threads/'],
    shows: (page) => page.getByRole('heading', { name: /Introduce yourself/i }).first(),
  },
]

for (const as of ['visitor', 'member'] as const) {
  test(`a ${as}’s first screen comes with the page: no request for its own data leaves`, async ({
    page,
  }) => {
    if (as === 'member') await reuseSignIn(page, 'member')
    for (const screen of SCREENS) {
      const asked = apiCallsOf(page)
      await page.goto(screen.path)
      await expect(screen.shows(page), screen.path).toBeVisible()
      const own = asked.filter((path) =>
        [...screen.reads, ...FRAME_READS].some((read) => path.startsWith(read)),
      )
      expect(own, screen.path).toEqual([])
    }
  })
}

/** A member's own screens: their messages and a profile in the directory. */
const MEMBER_SCREENS: typeof SCREENS = [
  {
    path: '/messages',
    reads: ['/api/message-threads'],
    shows: (page) => page.getByRole('link', { name: /Priya Shah/ }).first(),
  },
  {
    // The seed's first conversation: the demo member and Priya Shah.
    path: '/messages/1',
    reads: ['/api/message-threads', '/api/message-posts'],
    shows: (page) => page.getByRole('textbox', { name: /message/i }).first(),
  },
  {
    path: '/members/zara-ahmed',
    reads: ['/api/users/directory'],
    shows: (page) => page.getByRole('heading', { name: 'Zara Ahmed' }),
  },
]

test('a member’s messages and a profile come with the page too', async ({ page }) => {
  await reuseSignIn(page, 'member')
  for (const screen of MEMBER_SCREENS) {
    const asked = apiCallsOf(page)
    await page.goto(screen.path)
    await expect(screen.shows(page), screen.path).toBeVisible()
    // Opening a conversation marks it read (POST …/read): a write, which no page can carry, and
    // after which the inbox is read again (its unread count changed). Only reads before it count.
    const read = asked.findIndex((path) => path.endsWith('/read'))
    const own = (read < 0 ? asked : asked.slice(0, read)).filter((path) =>
      [...screen.reads, ...FRAME_READS].some((first) => path.startsWith(first)),
    )
    expect(own, screen.path).toEqual([])
  }
})
