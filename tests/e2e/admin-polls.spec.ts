import { expect, test } from '@playwright/test'
import { reuseSignIn, savedSignIn } from './helpers'

/**
 * Issue 15, the polls admin end to end: an admin creates a poll with three options, and approves
 * the demo member's waiting vote from the queue (the seed gives member@example.com, Sam Patel,
 * one), after which the member's poll page says the answer is in.
 */
test.use({ viewport: { width: 1366, height: 900 } })

test('the admin creates a poll with three options and sees it listed', async ({ browser }) => {
  const title = `Where should the autumn quiz be? ${Date.now()}`
  const context = await browser.newContext({ storageState: savedSignIn('admin') })
  const page = await context.newPage()
  await reuseSignIn(page, 'admin')
  await page.goto('/admin/polls')
  await page.getByRole('button', { name: 'New poll' }).click()
  const editor = page.getByRole('dialog', { name: 'New poll' })
  await editor.getByRole('textbox', { name: 'Title' }).fill(title)
  await editor.getByRole('tab', { name: 'Options' }).click()
  await editor.getByRole('textbox', { name: 'Options: option 1' }).fill('The Red Lion')
  await editor.getByRole('textbox', { name: 'Options: option 2' }).fill('The village hall')
  await editor.getByRole('button', { name: 'Add option' }).click()
  await editor.getByRole('textbox', { name: 'Options: option 3' }).fill('The cricket club')
  await editor.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Poll Created/Saved')).toBeVisible()
  await expect(editor).toBeHidden()
  const row = page.getByRole('row').filter({ hasText: title })
  await expect(row).toBeVisible()
  await expect(row.getByText('Active')).toBeVisible()
  await context.close()
})

test('the admin approves a waiting vote and the member sees their answer is in', async ({
  browser,
}) => {
  const admin = await browser.newContext({ storageState: savedSignIn('admin') })
  const queue = await admin.newPage()
  await reuseSignIn(queue, 'admin')
  await queue.goto('/admin/polls')
  await queue.getByRole('link', { name: /^Votes waiting: [1-9]/ }).click()
  await expect(queue).toHaveURL(/\/admin\/polls\/votes$/)
  const row = queue.getByRole('row').filter({ hasText: 'Sam Patel' }).first()
  const pollHref = await row.getByRole('link').first().getAttribute('href')
  const pollId = /poll_id=(\d+)/.exec(pollHref ?? '')?.[1]
  expect(pollId).toBeTruthy()
  await row.getByRole('button', { name: /^Approve Sam Patel/ }).click()
  await expect(queue.getByText('Vote approved')).toBeVisible()
  const approved = queue
    .getByRole('row')
    .filter({ hasText: 'Sam Patel' })
    .filter({ has: queue.locator(`a[href$="poll_id=${pollId}"]`) })
  await expect(approved).toHaveCount(0)

  const member = await browser.newContext({ storageState: savedSignIn('member') })
  const poll = await member.newPage()
  await reuseSignIn(poll, 'member')
  await poll.goto(`/polls/${pollId}`)
  await expect(poll.getByText('You have submitted an answer for this poll.')).toBeVisible()
  await admin.close()
  await member.close()
})
