import { expect, type Page } from '@playwright/test'

export const DEMO_PASSWORD = 'guildhall-demo'

/** Fills and submits the sign-in form on the current page (which must be /signin). */
export const submitSignIn = async (page: Page, email: string, password = DEMO_PASSWORD) => {
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel(/^Password/).fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
}

export const signInAs = async (page: Page, email: string, password = DEMO_PASSWORD) => {
  await page.goto('/signin')
  await submitSignIn(page, email, password)
  await expect(page).toHaveURL('/')
}

export const signOut = async (page: Page) => {
  await page.goto('/signout')
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible()
}
