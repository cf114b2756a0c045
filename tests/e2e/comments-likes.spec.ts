import { expect, test } from '@playwright/test'
import { reuseSignIn } from './helpers'

/**
 * Issue 14, comments and likes on an event page: a member comments, replies to their comment,
 * likes the event and opens the likes list; a visitor sees the like control disabled and is
 * offered sign-in instead of the comment box. The event is one no other browser test changes.
 */
const EVENT = '/events/cyber-security-for-small-firms'

test('a member comments, replies, likes and opens the likes list', async ({ page }) => {
  await reuseSignIn(page, 'member')
  await page.goto(EVENT)
  const comments = page.getByRole('region', { name: /^Comments/ })
  await expect(comments).toBeVisible()

  const box = comments.getByRole('textbox', { name: 'Write a comment' })
  const post = comments.getByRole('button', { name: 'Post Comment' })
  await expect(post).toBeDisabled()
  const words = `Is there a recording for those who cannot come? ${Date.now()}`
  await box.fill(words)
  await post.click()
  const mine = comments.getByRole('article', { name: 'Comment by Sam Patel' }).filter({
    hasText: words,
  })
  await expect(mine).toBeVisible()
  await expect(box).toHaveValue('')

  // A reply, nested under the comment.
  await mine.getByRole('button', { name: 'Reply' }).click()
  await mine.getByRole('textbox', { name: 'Your reply' }).fill('Answering myself: yes, there is.')
  await mine.getByRole('button', { name: 'Save' }).click()
  await expect(mine.getByText('Answering myself: yes, there is.')).toBeVisible()
  await expect(mine.getByRole('button', { name: 'Hide Replies' })).toBeVisible()

  // Like (taking back the seed's like first, if the demo member had one).
  const heart = page.getByRole('button', { name: /^(Like|Unlike)$/ })
  // Busy until the member's own like is known.
  await expect(heart).not.toHaveAttribute('aria-disabled', 'true')
  if ((await heart.getAttribute('aria-pressed')) === 'true') {
    await heart.click()
    await expect(heart).toHaveAttribute('aria-pressed', 'false')
  }
  await heart.click()
  await expect(heart).toHaveAttribute('aria-pressed', 'true')
  await expect(heart).toHaveAccessibleName('Unlike')
  await page.getByRole('button', { name: /^\d+ likes?$/ }).click()
  const list = page.getByRole('dialog', { name: 'Likes' })
  await expect(list.getByText(/^\d+ member\(s\) liked this$/)).toBeVisible()
  await expect(list.getByText('Sam Patel')).toBeVisible()
  await list.getByRole('button', { name: 'Close the likes list' }).click()
  await expect(list).toBeHidden()

  // Both stay after a reload.
  await page.reload()
  await expect(page.getByText(words)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Unlike' })).toHaveAttribute('aria-pressed', 'true')
})

test('a visitor sees the like control disabled and is offered sign-in to comment', async ({
  page,
}) => {
  await page.goto(EVENT)
  const comments = page.getByRole('region', { name: /^Comments/ })
  await expect(comments).toBeVisible()
  await expect(page.getByRole('button', { name: 'Sign in to like this' })).toBeDisabled()
  await expect(comments.getByRole('textbox', { name: 'Write a comment' })).toHaveCount(0)
  await comments.getByRole('link', { name: 'Sign in to comment' }).click()
  await expect(page).toHaveURL(/\/signin\?message=unauthorised&next=%2Fevents%2Fcyber-security/)
})
