import { expect, test } from '@playwright/test'

test('someone who starts typing before the verification check has loaded is still verified', async ({
  page,
}) => {
  // Hold the challenge back until the visitor is already typing in the form.
  let release!: () => void
  const typing = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/captcha', async (route) => {
    await typing
    await route.continue()
  })
  await page.goto('/signup')
  await page.getByLabel('Forename').fill('Early')
  await expect(page.getByLabel('Loading the verification check')).toBeVisible()
  release()
  // Focus never leaves Forename, so only the widget noticing the focus on arrival solves it.
  await expect(page.getByText('Verified.')).toBeAttached({ timeout: 20_000 })
  await expect(page.getByLabel('Forename')).toBeFocused()
})
