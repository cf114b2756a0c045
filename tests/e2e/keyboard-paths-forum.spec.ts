import { expect, request, test, type Page } from '@playwright/test'
import { reuseSignIn, savedSignIn } from './helpers'

/**
 * Issue 12's keyboard path for the thread page: with the keyboard alone a member opens a thread
 * from its category's list, reaches the reply box, writes and posts a reply, and likes another
 * member's reply, and every stop on the way shows where focus is. The thread and the reply to
 * like are the test's own (written by the contributor), so nothing another test reads changes.
 */

const CATEGORY = 'general-discussion'

/**
 * What is wrong with the focus indicator of the focused element, or null when it shows: the element
 * must match :focus-visible and draw an outline (the browser's own ring counts) or shadow, itself or through a close ancestor (a
 * thread row draws its title link's ring round the whole row).
 */
const focusProblem = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement
    if (!el || el === document.body) return 'nothing has focus'
    const name = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`
    if (!el.matches(':focus-visible')) return `${name} is not :focus-visible`
    let node: Element | null = el
    for (let depth = 0; node && depth < 5; depth += 1, node = node.parentElement) {
      const style = getComputedStyle(node)
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) return null
      if (style.boxShadow !== 'none') return null
    }
    return `${name} shows no focus ring`
  })

/**
 * Presses Tab (or Shift+Tab) until `isTarget` holds for the focused element, checking at every stop
 * that focus is visible; fails after `limit` presses.
 */
const tabTo = async (
  page: Page,
  what: string,
  isTarget: () => Promise<boolean>,
  { back = false, limit = 120 } = {},
) => {
  const problems: string[] = []
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
    const problem = await focusProblem(page)
    if (problem) problems.push(problem)
    if (await isTarget()) {
      expect(problems, `focus not visible on the way to ${what}`).toEqual([])
      return
    }
  }
  throw new Error(`${what}: not reached in ${limit} presses of Tab`)
}

const isFocused = (page: Page, locator: ReturnType<Page['locator']>) =>
  locator.evaluate((el) => el === document.activeElement).catch(() => false)

test('a member opens a thread, replies and likes a reply with the keyboard alone', async ({
  page,
  baseURL,
}) => {
  const stamp = Date.now()
  const title = `Keyboard only ${stamp}`
  const theirReply = `Tabbing through ${stamp}`
  const myReply = `Posted from the keyboard ${stamp}`

  // The contributor starts the thread and replies to it, through the API.
  const contributor = await request.newContext({
    baseURL,
    storageState: savedSignIn('contributor'),
    extraHTTPHeaders: { Origin: baseURL! },
  })
  const category = await (await contributor.get(`/api/forum/categories/${CATEGORY}`)).json()
  const created = await contributor.post('/api/forum/threads', {
    data: {
      forum_category_id: category.data.id,
      title,
      body: 'Can this forum be used without a mouse?',
    },
  })
  expect(created.status()).toBe(201)
  const thread = (await created.json()).data
  const replied = await contributor.post('/api/forum/replies', {
    data: { forum_thread_id: thread.id, body: theirReply },
  })
  expect(replied.status()).toBe(201)
  await contributor.dispose()

  await reuseSignIn(page, 'member')
  await page.goto(`/forum/${CATEGORY}`)
  const titleLink = page.getByRole('article', { name: title }).getByRole('link', { name: title })
  await expect(titleLink).toBeVisible()

  // 1. The thread's title in the category list, then Enter opens it.
  await tabTo(page, 'the thread in the list', () => isFocused(page, titleLink))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page).toHaveURL(thread.url)

  // 2. The reply box.
  const box = page.getByRole('combobox', { name: 'Write a reply' })
  await tabTo(page, 'the reply box', () => isFocused(page, box))
  await page.keyboard.type(myReply)
  await expect(box).toHaveValue(myReply)

  // 3. Post, past "Attach files".
  const postButton = page.getByRole('button', { name: 'Post', exact: true })
  await tabTo(page, 'Post', () => isFocused(page, postButton), { limit: 4 })
  await page.keyboard.press('Enter')
  const mine = page.getByRole('article', { name: /^Reply by / }).filter({ hasText: myReply })
  await expect(mine).toBeVisible()
  await expect(box).toHaveValue('')
  // Focus comes back to the emptied box rather than falling to the page.
  await expect(box).toBeFocused()
  expect(await focusProblem(page)).toBeNull()

  // 4. Back up the page to the contributor's reply and like it with Space.
  const theirs = page.getByRole('article', { name: /^Reply by / }).filter({ hasText: theirReply })
  const like = theirs.getByRole('button', { name: 'Like', exact: true })
  await tabTo(page, 'Like on the other reply', () => isFocused(page, like), { back: true })
  await page.keyboard.press('Space')
  await expect(theirs.getByRole('button', { name: 'Unlike' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(theirs.getByRole('button', { name: '1 like', exact: true })).toBeVisible()
  // Focus stays on the heart, still visible, so a second Space would undo it.
  expect(await focusProblem(page)).toBeNull()
  await expect(theirs.getByRole('button', { name: 'Unlike' })).toBeFocused()
})
