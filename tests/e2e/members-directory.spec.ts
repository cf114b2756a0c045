import { expect, test } from '@playwright/test'
import { reuseSignIn } from './helpers'

test('a member filters the directory by distance and opens a profile', async ({ page }) => {
  await reuseSignIn(page, 'member')
  await page.goto('/members')
  await expect(page.getByRole('heading', { name: 'Members', level: 1 })).toBeVisible()
  // Newcastle is far from Leeds: listed until the distance filter leaves it out.
  await expect(page.getByRole('link', { name: 'Aisha Bello' })).toBeVisible()

  await page.getByRole('combobox', { name: 'Near' }).fill('Leeds')
  await page.getByRole('option', { name: 'Leeds (England)' }).click()
  const slider = page.getByRole('slider')
  await slider.focus()
  await page.keyboard.press('Home')
  for (let i = 1; i < 10; i += 1) await page.keyboard.press('ArrowRight')
  await expect(page.getByText('Distance: 10 miles')).toBeVisible()
  await page.getByRole('button', { name: 'Search' }).click()

  await expect(page).toHaveURL(/near=gb-leeds/)
  await expect(page).toHaveURL(/distance=10/)
  const list = page.getByRole('list')
  await expect(list.getByRole('link', { name: 'Zara Ahmed' })).toBeVisible()
  await expect(list.getByRole('link', { name: 'Chloe Baker' })).toBeVisible()
  await expect(list.getByRole('link', { name: 'Aisha Bello' })).toHaveCount(0)
  await expect(list.getByRole('link', { name: 'Daniel Kowalski' })).toHaveCount(0)

  // The search survives a reload, then a card opens the member's profile.
  await page.reload()
  await expect(page.getByRole('link', { name: 'Zara Ahmed' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Aisha Bello' })).toHaveCount(0)
  await page.getByRole('link', { name: 'Zara Ahmed' }).click()
  await expect(page).toHaveURL(/\/members\/zara-ahmed$/)
  await expect(page.getByRole('heading', { name: 'Zara Ahmed', level: 1 })).toBeVisible()
  await expect(page.getByText('Bradford', { exact: true })).toBeVisible()

  // A connection: Message opens the send message modal with them chosen already.
  await page.getByRole('button', { name: 'Message', exact: true }).click()
  const modal = page.getByRole('dialog', { name: 'Send a message' })
  await expect(modal.getByRole('button', { name: 'Remove Zara Ahmed' })).toBeVisible()
  await modal.getByRole('button', { name: 'Cancel' }).click()
  await expect(modal).toBeHidden()
})
