import { expect, test } from '@playwright/test'
import { submitSignIn } from './helpers'

test('a visitor opening /my-tickets is sent to sign in and comes back after signing in', async ({
  page,
}) => {
  await page.goto('/my-tickets')
  await expect(page).toHaveURL(/\/signin\?message=unauthorised&next=%2Fmy-tickets/)
  await expect(
    page.getByText('You need to be signed in to do that. Sign in below or create a new account.'),
  ).toBeVisible()
  await submitSignIn(page, 'member@example.com')
  await expect(page).toHaveURL('/my-tickets')
})

test('a next address on another host is dropped: sign-in lands on /', async ({ page }) => {
  await page.goto(`/signin?next=${encodeURIComponent('https://evil.example/steal')}`)
  await submitSignIn(page, 'member@example.com')
  await expect(page).toHaveURL('/')
})

test('a protocol-relative next address is dropped too', async ({ page }) => {
  await page.goto(`/signin?next=${encodeURIComponent('//evil.example/steal')}`)
  await submitSignIn(page, 'contributor@example.com')
  await expect(page).toHaveURL('/')
})

test('the loginRequired message reads as the spec words it', async ({ page }) => {
  await page.goto('/signin?message=loginRequired')
  await expect(
    page.getByText('You need to be signed in to access this site. Sign in below.'),
  ).toBeVisible()
})
