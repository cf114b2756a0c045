import { expect, test } from '@playwright/test'
import { signInAs, signOut, submitSignIn } from './helpers'

test('a visitor asks to join, an admin approves them, and they sign in and out', async ({
  browser,
}) => {
  const email = `lin.wei.${Date.now()}@example.test`
  const password = 'my own long passphrase'

  const applicant = await browser.newPage()
  await applicant.goto('/signup')
  await applicant.getByLabel('Forename').fill('Lin')
  await applicant.getByLabel('Surname').fill('Wei')
  await applicant.getByLabel('Email address').fill(email)
  await applicant.getByRole('button', { name: 'More about you (optional)' }).click()
  await applicant.getByLabel('Industry').fill('Architecture')
  await applicant.getByLabel(/^Password/).fill(password)
  await applicant.getByLabel('Confirm password').fill(password)
  // The proof-of-work captcha solves itself in the browser once the form is in use.
  await expect(applicant.getByText('Verified.')).toBeAttached({ timeout: 20_000 })
  await applicant.getByRole('button', { name: 'Join' }).click()

  const consent = applicant.getByRole('dialog', { name: 'Data protection' })
  await expect(consent).toBeVisible()
  await consent.getByRole('button', { name: 'Agree' }).click()
  const thanks = applicant.getByRole('dialog', { name: 'Thanks for Requesting to Join' })
  await expect(thanks).toBeVisible()
  await expect(thanks).toContainText('An admin will review your request soon')
  await thanks.getByRole('button', { name: 'Close', exact: true }).click()

  // Not yet: the request waits for an admin.
  await applicant.goto('/signin')
  await submitSignIn(applicant, email, password)
  await expect(applicant.getByText('waiting for an administrator')).toBeVisible()

  const admin = await browser.newPage()
  await signInAs(admin, 'admin@example.com')
  await admin.goto('/admin/users?userStatus=-1')
  const row = admin.getByRole('row').filter({ hasText: email })
  await expect(row).toBeVisible()
  await row.getByRole('button', { name: 'Actions for Lin Wei' }).click()
  await admin.getByRole('menuitem', { name: 'Approve' }).click()
  await expect(admin.getByRole('row').filter({ hasText: email })).toHaveCount(0)

  // The approval email reaches the outbox with a link to sign in.
  await admin.goto('/dev/outbox')
  await expect(admin.getByText('Welcome to Guildhall').first()).toBeVisible()

  await applicant.goto('/signin')
  await submitSignIn(applicant, email, password)
  await expect(applicant).toHaveURL('/')
  await expect(applicant.getByRole('button', { name: /Lin Wei/ })).toBeVisible()
  await signOut(applicant)
})
