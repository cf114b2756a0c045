import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, type BrowserContext, type Page } from '@playwright/test'

export const DEMO_PASSWORD = 'guildhall-demo'

/**
 * The accounts sign-in.setup.ts signs in once per run; tests that merely need someone signed in
 * reuse those sessions instead of paying for a sign-in (a password hash and two page loads) each.
 */
export const SAVED_SIGN_INS = {
  admin: 'admin@example.com',
  member: 'member@example.com',
  contributor: 'contributor@example.com',
  /**
   * A plain member with no bookings: the ticket journey books and cancels as them, so it cannot
   * change the seeded member's event pages while another worker's test is reading them.
   */
  booker: 'isla.macdonald@example.com',
} as const
export type SavedAccount = keyof typeof SAVED_SIGN_INS

/** Where the setup project saved an account's signed-in browser state (Playwright storageState). */
export const savedSignIn = (account: SavedAccount) =>
  fileURLToPath(new URL(`../../test-results/.auth/${account}.json`, import.meta.url))

type Cookies = Parameters<BrowserContext['addCookies']>[0]

/**
 * Signs the page's browser in with the account's saved session. Every test shares that session, so
 * a test that signs out must sign in with `signInAs` instead: signing out ends the session server-side.
 */
export const reuseSignIn = async (page: Page, account: SavedAccount) => {
  const { cookies } = JSON.parse(readFileSync(savedSignIn(account), 'utf8')) as {
    cookies: Cookies
  }
  await page.context().addCookies(cookies)
}

/** Fills and submits the sign-in form on the current page (which must be /signin). */
export const submitSignIn = async (page: Page, email: string, password = DEMO_PASSWORD) => {
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel(/^Password/).fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
}

/** A sign-in of its own, through the form: for the setup project and tests that sign out. */
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

/**
 * A promotion the seed makes (issue 15, scripts/seed): approved, running, a Corner Bakery offer. The
 * accessibility sweep opens it; the seed must keep this slug.
 */
export const SEEDED_PROMOTION = '/promotions/ten-percent-off-at-the-corner-bakery'
