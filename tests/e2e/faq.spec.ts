import { expect, test } from '@playwright/test'
import { reuseSignIn, savedSignIn } from './helpers'

/**
 * Issue 16: an admin adds a question to the FAQ page in the page editor; a visitor opens /faq,
 * sees it, picks it, and asks it through the captcha; the admin finds it among the questions.
 */
test('an admin adds a FAQ question and a visitor asks it through the captcha', async ({
  browser,
}) => {
  const question = `Is there step-free access? ${Date.now().toString(36)}`
  const admin = await browser.newContext({ storageState: savedSignIn('admin') })
  const adminPage = await admin.newPage()
  await reuseSignIn(adminPage, 'admin')
  await adminPage.goto('/admin/pages')
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Pages' })).toBeVisible()
  await adminPage.getByRole('button', { name: 'Actions for Frequently asked questions' }).click()
  await adminPage.getByRole('menuitem', { name: 'Edit' }).click()
  const editor = adminPage.getByRole('dialog', { name: 'Edit page' })
  await editor.getByRole('tab', { name: 'FAQ' }).click()
  await editor.getByLabel('New question').fill(question)
  await editor.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(editor.getByText(question)).toBeVisible()
  await editor.getByRole('button', { name: 'Save' }).click()
  await expect(adminPage.getByText('Page saved')).toBeVisible()

  const visitor = await browser.newContext()
  const page = await visitor.newPage()
  await page.goto('/faq')
  await page.getByRole('button', { name: question }).click()
  const form = page.getByRole('form', { name: 'Ask a question' })
  await expect(form.getByLabel('Question')).toHaveValue(question)
  await form.getByLabel('Name').fill('Visiting Vera')
  await form.getByLabel('Email').fill('vera@example.net')
  await expect(form.getByText('Verified.')).toBeAttached({ timeout: 20_000 })
  await form.getByRole('button', { name: 'Send question' }).click()
  await expect(form.getByText(/Thank you, your question has been sent/)).toBeVisible()
  await visitor.close()

  await adminPage.goto('/admin/pages?view=questions')
  await expect(
    adminPage.getByRole('dialog', { name: 'FAQ questions' }).getByText(question),
  ).toBeVisible()
  await admin.close()
})
