import { expect, test, type Page } from '@playwright/test'
import { reuseSignIn, signInAs, signOut } from './helpers'

/**
 * Issue 4's forum journeys in a real browser: writing a thread with a tag and a mention, finding it
 * by its tag, liking a reply, finding both by a word (most relevant first, issue 11), and asking to
 * join the group behind a gated category (then an admin accepting the request and the member
 * reading the category).
 */

const CATEGORY = '/forum/general-discussion'
const FOUNDERS = "Founders' lounge"

const articleNamed = (page: Page, name: string) => page.getByRole('article', { name, exact: true })

test('a member writes a thread with a tag and a mention, finds it on the category page and by its tag, and a liked reply shows 1 like', async ({
  page,
}) => {
  const stamp = Date.now()
  const title = `Sharing a studio in Leeds ${stamp}`
  const tag = `studio-${stamp}`
  await reuseSignIn(page, 'member')
  await page.goto(CATEGORY)
  await page.getByRole('button', { name: 'New thread' }).click()

  const editor = page.getByRole('dialog', { name: 'New thread' })
  await editor.getByRole('textbox', { name: 'Title' }).fill(title)
  const message = editor.getByRole('combobox', { name: 'Message' })
  await message.click()
  await message.pressSequentially('Would anyone share a studio with me? @Chris', { delay: 20 })
  // The autocomplete asks 300 ms after the last keystroke.
  const option = editor.getByRole('option', { name: /Chris Okafor/ })
  await expect(option).toBeVisible()
  await option.click()
  await expect(message).toHaveValue('Would anyone share a studio with me? @Chris Okafor ')
  await message.pressSequentially('knows the area.')
  await expect(message).toHaveValue(
    'Would anyone share a studio with me? @Chris Okafor knows the area.',
  )
  const tags = editor.getByRole('combobox', { name: 'Tags' })
  await tags.pressSequentially(`${tag},`)
  await expect(editor.getByText(tag, { exact: true })).toBeVisible()
  await editor.getByRole('button', { name: 'Save', exact: true }).click()

  // The new thread's page: the mention names the member, the tag is a link to its search.
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page).toHaveURL(/\/forum\/general-discussion\/sharing-a-studio-in-leeds-/)
  // The mention names the member and opens their profile.
  await expect(
    page.getByRole('link', { name: 'Chris Okafor', exact: true }).first(),
  ).toHaveAttribute('href', '/members/chris-okafor')
  const threadUrl = page.url()

  await page.goto(CATEGORY)
  await expect(articleNamed(page, title)).toBeVisible()
  await expect(articleNamed(page, title).getByRole('link', { name: tag })).toBeVisible()

  await articleNamed(page, title).getByRole('link', { name: tag }).click()
  await expect(page).toHaveURL(new RegExp(`/forum/search\\?q=tagged%3A${tag}$`))
  await expect(
    page.getByRole('group', { name: 'Search terms' }).getByText(`tagged:${tag}`),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: `Remove tagged:${tag}` })).toBeVisible()
  await expect(articleNamed(page, title)).toBeVisible()
  await expect(page.getByText('1 result', { exact: true })).toBeVisible()

  // A reply, liked: its count reads '1 like'.
  await page.goto(threadUrl)
  const replyText = `Count me in ${stamp}`
  await page.getByRole('combobox', { name: 'Write a reply' }).fill(replyText)
  await page.getByRole('button', { name: 'Post', exact: true }).click()
  const reply = page.getByRole('article', { name: /^Reply by / }).filter({ hasText: replyText })
  await expect(reply).toBeVisible()
  await expect(reply.getByText(/likes?$/)).toHaveCount(0)
  await reply.getByRole('button', { name: 'Like', exact: true }).click()
  await expect(reply.getByRole('button', { name: '1 like', exact: true })).toBeVisible()
  await expect(reply.getByRole('button', { name: 'Unlike' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await page.reload()
  await expect(
    page
      .getByRole('article', { name: /^Reply by / })
      .filter({ hasText: replyText })
      .getByRole('button', { name: '1 like', exact: true }),
  ).toBeVisible()

  // Searching a word both hold: the thread, whose title has it, ranks above the reply (issue 11).
  await page.goto(`/forum/search?q=${stamp}`)
  await expect(page.getByText('2 results', { exact: true })).toBeVisible()
  const results = page.getByRole('article', { name: title, exact: true })
  await expect(results).toHaveCount(2)
  await expect(results.nth(0)).not.toContainText('Reply in')
  await expect(results.nth(1)).toContainText(`Reply in ${title}`)
  await expect(results.nth(1)).toContainText(replyText)
})

test('a member outside a group asks to join its category, an admin accepts, and the member can then read it', async ({
  page,
}) => {
  await signInAs(page, 'member@example.com')
  await page.goto(`/forum/founders-lounge`)
  // The gated category itself is not open to them: it says whose it is, with no list to write in.
  await expect(page.getByRole('alert')).toContainText("For members of Founders' circle")
  await expect(page.getByRole('button', { name: 'Request to join this group' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'New thread' })).toHaveCount(0)

  await page.goto('/forum')
  const card = articleNamed(page, FOUNDERS)
  await expect(card.getByRole('link', { name: FOUNDERS })).toHaveCount(0)
  await card.getByRole('button', { name: 'Request to join this group' }).click()
  const thanks = page.getByRole('dialog', { name: 'Thanks for Requesting to Join' })
  await expect(thanks).toBeVisible()
  await thanks.getByRole('button', { name: 'Close', exact: true }).click()
  await expect(card.getByRole('button', { name: 'Requested to join' })).toBeDisabled()
  // The request is the server's: it is still there after a reload.
  await page.reload()
  await expect(
    articleNamed(page, FOUNDERS).getByRole('button', { name: 'Requested to join' }),
  ).toBeDisabled()
  await signOut(page)

  await signInAs(page, 'admin@example.com')
  await page.goto('/admin/groups')
  await page.getByRole('button', { name: "Members of Founders' circle" }).click()
  const manager = page.getByRole('dialog', { name: "Members of Founders' circle" })
  await manager.getByRole('tab', { name: /Requests/ }).click()
  await manager.getByRole('button', { name: 'Accept Sam Patel' }).click()
  await expect(manager.getByRole('button', { name: 'Accept Sam Patel' })).toHaveCount(0)
  await signOut(page)

  await signInAs(page, 'member@example.com')
  await page.goto('/forum')
  await articleNamed(page, FOUNDERS).getByRole('link', { name: FOUNDERS }).click()
  await expect(page).toHaveURL('/forum/founders-lounge')
  await expect(page.getByRole('heading', { level: 1, name: FOUNDERS })).toBeVisible()
  await expect(page.getByRole('button', { name: 'New thread' })).toBeVisible()
})

test('a link to a reply (a mention notification’s #reply-N) opens the thread at that reply, on a phone', async ({
  page,
}) => {
  const thread = '/forum/general-discussion/introduce-yourself-who-are-you-and-what-do-you-do'
  await page.setViewportSize({ width: 360, height: 640 })
  await reuseSignIn(page, 'member')
  await page.goto(thread)
  const replies = page.getByRole('article', { name: /^Reply by / })
  const last = replies.filter({ hasText: 'Williams & Sons Estate Agents' })
  await expect(last).toBeVisible()
  const anchor = await last.getAttribute('id')
  expect(anchor).toMatch(/^reply-\d+$/)
  // Opened plainly, the thread starts at its title: the last reply is below the fold.
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport()
  await expect(last).not.toBeInViewport()

  await page.goto('/forum')
  await page.goto(`${thread}#${anchor}`)
  await expect(page.locator(`#${anchor}`)).toBeInViewport()
  await expect(page.getByRole('heading', { level: 1 })).not.toBeInViewport()
})
