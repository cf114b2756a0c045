import { expect, test } from '@playwright/test'
import { reuseSignIn, savedSignIn } from './helpers'

/**
 * Issue 14, approval end to end: a contributor (news.create, not news.manage) writes a news post,
 * it waits for approval (not in the public list, marked on "My news"), an admin approves it from
 * the dashboard's "Waiting for approval", and it appears in the feed and the news list.
 */
test('a contributor’s news post waits for approval, the admin approves it, the feed shows it', async ({
  browser,
}) => {
  const title = `Volunteers wanted for the spring fair ${Date.now()}`
  const contributor = await browser.newContext({ storageState: savedSignIn('contributor') })
  const author = await contributor.newPage()
  await reuseSignIn(author, 'contributor')
  await author.goto('/news')
  await author.getByRole('button', { name: 'Write a news post' }).click()
  const editor = author.getByRole('dialog', { name: 'New news post' })
  await editor.getByRole('textbox', { name: 'Title' }).fill(title)
  await editor
    .getByRole('textbox', { name: 'Excerpt' })
    .fill('Six stalls still need a pair of hands.')
  await editor.getByRole('textbox', { name: 'Body' }).fill('Sign up at the desk or reply here.')
  // No status for someone who cannot manage news (spec 02 §6).
  await expect(editor.getByRole('textbox', { name: 'Status' })).toHaveCount(0)
  await editor.getByRole('button', { name: 'Save' }).click()
  await expect(author.getByText('Your news post has been submitted!')).toBeVisible()
  await expect(editor).toBeHidden()

  // Pending: on the author's own list, marked, and nowhere public.
  await author.goto('/my-news')
  const mine = author.getByRole('article').filter({ hasText: title })
  await expect(mine.getByText('Waiting for approval')).toBeVisible()
  await author.goto('/news')
  await expect(author.getByRole('heading', { level: 1, name: 'News' })).toBeVisible()
  await expect(author.getByText(title)).toHaveCount(0)

  // The admin approves it in place, from the dashboard.
  const admin = await browser.newContext({ storageState: savedSignIn('admin') })
  const dashboard = await admin.newPage()
  await reuseSignIn(dashboard, 'admin')
  await dashboard.goto('/admin')
  const waiting = dashboard.getByRole('region', { name: 'Waiting for approval' })
  await waiting.getByRole('button', { name: `Approve ${title}` }).click()
  await expect(waiting.getByText(title)).toHaveCount(0)

  // Now everyone sees it: the feed (news first, the newest) and the news list.
  await author.goto('/feed')
  await author.getByRole('group', { name: 'Show' }).getByText('News', { exact: true }).click()
  await expect(
    author.getByRole('list', { name: 'Feed' }).getByRole('article').first().getByText(title),
  ).toBeVisible()
  await author.goto('/news')
  await expect(author.getByRole('link', { name: title }).first()).toBeVisible()
  await contributor.close()
  await admin.close()
})
