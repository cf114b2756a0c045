import { expect, test, type Locator, type Page } from '@playwright/test'
import { reuseSignIn } from './helpers'

/**
 * Issue 12: the admin editors work from the keyboard alone. Each path starts at the top of the
 * page and moves only with Tab, arrows, typing, Enter and Escape: nothing is clicked.
 */

/** Presses Tab until `target` has the focus, as a keyboard user would, and fails after `max`. */
const tabTo = async (page: Page, target: Locator, max = 40) => {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

/** Presses an arrow key until `target` (a menu item) has the focus. */
const arrowTo = async (page: Page, target: Locator, key = 'ArrowDown', max = 6) => {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press(key)
  }
  await expect(target).toBeFocused()
}

/** From the top of a freshly loaded page: the skip link, then into the screen. */
const skipToContent = async (page: Page) => {
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
  await page.keyboard.press('Enter')
}

test.describe('keyboard paths in the admin area', () => {
  test.beforeEach(async ({ page }) => {
    await reuseSignIn(page, 'admin')
  })

  test('the role editor: open New Role, name it, add a feature’s permissions, save', async ({
    page,
  }) => {
    const label = `Keyboard desk ${Date.now()}`
    await page.goto('/admin/roles')
    await expect(page.getByRole('row').nth(1)).toBeVisible()
    await skipToContent(page)

    await tabTo(page, page.getByRole('button', { name: 'New Role' }))
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'New Role' })
    await expect(dialog).toBeVisible()
    // The editor starts at its first field.
    await expect(dialog.getByLabel('Label')).toBeFocused()
    await page.keyboard.type(label)

    await tabTo(page, dialog.getByRole('tab', { name: /Overview/ }))
    await page.keyboard.press('ArrowRight')
    await expect(dialog.getByRole('tab', { name: /Permissions/ })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await tabTo(page, dialog.getByLabel('Add permissions'))
    await page.keyboard.type('news')
    // The first option is the News header, which adds the whole feature.
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await expect(dialog.getByText('Added 3 News permissions.')).toBeVisible()
    // Escape is reserved: it closes the picker's list, never the editor.
    await page.keyboard.press('Escape')
    await expect(dialog).toBeVisible()

    await tabTo(page, dialog.getByRole('button', { name: 'Save' }))
    await page.keyboard.press('Enter')
    await expect(page.getByText(`Added role: ${label}`)).toBeVisible()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('row').filter({ hasText: label })).toBeVisible()
  })

  test('a member’s row menu: open it, choose Change role…, pick a role, and cancel; then Deactivate… and cancel', async ({
    page,
  }) => {
    await page.goto('/admin/users?userStatus=1&q=member%40example.com')
    const menu = page.getByRole('button', { name: /^Actions for / })
    await expect(menu).toHaveCount(1)
    await skipToContent(page)

    await tabTo(page, menu)
    await page.keyboard.press('Enter')
    const changeRole = page.getByRole('menuitem', { name: 'Change role…' })
    await expect(changeRole).toBeVisible()
    // Arrows move through the menu; Enter chooses.
    await arrowTo(page, changeRole)
    await page.keyboard.press('Enter')

    const dialog = page.getByRole('dialog', { name: /’s role$/ })
    await expect(dialog).toBeVisible()
    const select = dialog.getByRole('combobox', { name: /^Role/ })
    await expect(select).toBeFocused()
    await expect(dialog.getByRole('button', { name: 'Change role' })).toBeDisabled()
    // Arrows pick another role; the confirm button wakes up, and Cancel still changes nothing.
    await page.keyboard.press('ArrowDown')
    await expect(dialog.getByRole('button', { name: 'Change role' })).toBeEnabled()
    await tabTo(page, dialog.getByRole('button', { name: 'Cancel' }))
    await page.keyboard.press('Enter')
    await expect(dialog).toBeHidden()
    // Focus goes back to the menu's button, so the keyboard user carries on from the same row.
    await expect(menu).toBeFocused()

    await page.keyboard.press('Enter')
    const deactivate = page.getByRole('menuitem', { name: 'Deactivate…' })
    await expect(deactivate).toBeVisible()
    await arrowTo(page, deactivate)
    await page.keyboard.press('Enter')
    const confirm = page.getByRole('dialog', { name: /^Deactivate .+\?$/ })
    await expect(confirm).toBeVisible()
    await tabTo(page, confirm.getByRole('button', { name: 'Cancel' }))
    await page.keyboard.press('Enter')
    await expect(confirm).toBeHidden()
    await expect(page.getByRole('row').filter({ has: menu })).toContainText('Active')
  })
})
