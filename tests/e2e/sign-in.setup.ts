import { test as setup } from '@playwright/test'
import { SAVED_SIGN_INS, savedSignIn, signInAs, type SavedAccount } from './helpers'

// Each account signs in once per run (the server starts from a fresh database, so do its sessions).
for (const account of Object.keys(SAVED_SIGN_INS) as SavedAccount[])
  setup(`${account} signs in for the run`, async ({ page }) => {
    await signInAs(page, SAVED_SIGN_INS[account])
    await page.context().storageState({ path: savedSignIn(account) })
  })
