import { expect, test } from '@playwright/test'
import { reuseSignIn } from './helpers'

test('an admin creates a custom role with permissions', async ({ page }) => {
  const label = `Newsroom ${Date.now()}`
  await reuseSignIn(page, 'admin')
  await page.goto('/admin/roles')
  await expect(page.getByRole('heading', { name: 'Roles' })).toBeVisible()
  await page.getByRole('button', { name: 'New Role' }).click()

  const dialog = page.getByRole('dialog', { name: 'New Role' })
  await expect(dialog).toBeVisible()
  const save = dialog.getByRole('button', { name: 'Save' })
  await expect(save).toBeDisabled()
  await dialog.getByLabel('Label').fill(label)
  await expect(save).toBeEnabled()

  await dialog.getByRole('tab', { name: /Permissions/ }).click()
  await dialog.getByLabel('Add permissions').click()
  await dialog.getByLabel('Add permissions').fill('news')
  await page.getByRole('option', { name: 'Add all News permissions' }).click()
  await expect(dialog.getByText('Added 3 News permissions.')).toBeVisible()
  // Leaving the picker closes its list; Escape is reserved (it must not close the editor).
  await dialog.getByRole('heading', { name: 'New Role' }).click()
  await expect(page.getByRole('listbox', { name: 'Permissions to add' })).toBeHidden()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeVisible()
  await save.click()

  await expect(page.getByText(`Added role: ${label}`)).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('row').filter({ hasText: label })).toBeVisible()

  // The role is really there, with the feature's permissions.
  const roles = await page.request.get('/api/roles?page_size=100')
  const created = (
    (await roles.json()) as { data: { label: string; permissions: string[] }[] }
  ).data.find((r) => r.label === label)
  expect(created?.permissions).toEqual(
    expect.arrayContaining(['news.create', 'news.manage', 'news.view:directory']),
  )
})
