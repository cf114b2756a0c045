import { expect, test } from '@playwright/test'
import { reuseSignIn } from './helpers'

/**
 * Issue 16, the templates end to end: an admin finds an email template, writes a new subject with
 * a placeholder chip inserted at the cursor (the browser's own selection, which only a real
 * browser keeps across the click), sees the preview fill it in, saves, and finds it saved when the
 * editor is opened again by its address.
 */
test.use({ viewport: { width: 1366, height: 900 } })

test('an admin edits an email template with a placeholder chip and saves it', async ({ page }) => {
  await reuseSignIn(page, 'admin')
  await page.goto('/admin/settings/email-templates')
  await page.getByRole('searchbox', { name: 'Search' }).fill('join_accepted')
  // The search applies 300 ms after typing stops: wait for it, as a person would see the list change.
  await expect(page.getByText('1 email template', { exact: true })).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: 'group.join_accepted' })
  await row.getByRole('button', { name: 'Edit Your request to join a group is accepted' }).click()
  await expect(page).toHaveURL(/key=group\.join_accepted/)
  const editor = page.getByRole('dialog', { name: 'Email template' })
  const subject = editor.getByRole('textbox', { name: /^Subject/ })
  await subject.fill('You are in: ')
  await editor.getByRole('button', { name: 'Insert :group_title' }).click()
  await expect(subject).toHaveValue('You are in: :group_title')
  await expect(subject).toBeFocused()
  await expect(editor.getByTestId('preview-subject')).toHaveText('You are in: Book club')
  await editor.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Saved', { exact: true })).toBeVisible()
  await expect(editor).toBeHidden()
  await expect(page.getByRole('row').filter({ hasText: 'You are in: :group_title' })).toBeVisible()

  await page.goto('/admin/settings/email-templates?key=group.join_accepted')
  await expect(
    page.getByRole('dialog', { name: 'Email template' }).getByRole('textbox', { name: /^Subject/ }),
  ).toHaveValue('You are in: :group_title')
})

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('the template lists and editors never scroll the page sideways', async ({ page }) => {
    const overflow = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
    await reuseSignIn(page, 'admin')
    for (const [path, dialog] of [
      ['/admin/settings/email-templates', 'Email template'],
      ['/admin/settings/push-notifications', 'Push notification template'],
    ] as const) {
      await page.goto(path)
      await expect(page.getByRole('table', { name: /templates|notifications/i })).toBeVisible()
      expect(await overflow(), path).toBeLessThanOrEqual(0)
      await page.goto(`${path}?key=forum.mention`)
      await expect(page.getByRole('button', { name: 'Insert :thread_title' })).toBeVisible()
      await expect(page.getByRole('dialog', { name: dialog })).toBeVisible()
      expect(await overflow(), `${path} editor`).toBeLessThanOrEqual(0)
    }
  })
})
