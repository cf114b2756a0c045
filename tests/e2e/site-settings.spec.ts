import { expect, test, type Page } from '@playwright/test'
import { reuseSignIn } from './helpers'

/**
 * Issue 16: the general settings screen changes what every page shows. Each test puts the site's
 * settings back in `finally` (other files read the same seeded site).
 */

const saveSettings = (page: Page, settings: Record<string, unknown>) =>
  page.evaluate(async (body) => {
    const res = await fetch('/api/settings', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ settings: body }),
    })
    if (!res.ok) throw new Error(`Restoring the settings answered ${res.status}`)
  }, settings)

const ALL_ON = {
  events: true,
  forum: true,
  polls: true,
  surveys: true,
  promotions: true,
  resources: true,
}

test('an admin changes the primary colour and uploads a logo: the header shows the logo, primary buttons the colour', async ({
  page,
}) => {
  await reuseSignIn(page, 'admin')
  await page.goto('/admin/settings/general')
  const before = await page.evaluate(async () => {
    const res = await fetch('/api/settings')
    const { data } = (await res.json()) as { data: { color_primary: string; site_logo: string } }
    return { color_primary: data.color_primary, site_logo: data.site_logo }
  })
  try {
    const colour = page.getByRole('textbox', { name: /Primary colour/ })
    await colour.fill('8b1e3f')
    await colour.blur()
    await expect(colour).toHaveValue('#8B1E3F')

    // Debian's logo (48×48 PNG) stands in for the club's: the crop dialog scales it to 360×100.
    await page
      .getByLabel('Logo (shown in the header): image file')
      .setInputFiles('/usr/share/pixmaps/debian-logo.png')
    const crop = page.getByRole('dialog').filter({ hasText: '360 × 100 px' })
    await expect(crop).toBeVisible()
    const uploaded = page.waitForResponse(
      (r) => r.url().endsWith('/api/uploads/img') && r.request().method() === 'POST',
    )
    await crop.getByRole('button', { name: 'Use image' }).click()
    const { data } = (await (await uploaded).json()) as { data: { src: string } }
    await expect(page.getByRole('img', { name: /^Logo .* preview$/ })).toBeVisible()

    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText('Saved', { exact: true })).toBeVisible()

    await page.goto('/events')
    const logo = page.getByRole('banner').getByRole('img', { name: 'Guildhall' })
    await expect(logo).toBeVisible()
    await expect(logo).toHaveAttribute('src', data.src)
    expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(360)

    // A filled (primary) button takes the new colour.
    await page.goto('/admin/settings/general')
    const save = page.getByRole('button', { name: 'Save', exact: true })
    await expect(save).toHaveCSS('background-color', 'rgb(139, 30, 63)')
  } finally {
    await saveSettings(page, before)
  }
})

test('an admin switches polls off: the Polls link leaves the header and /polls says it is off', async ({
  page,
}) => {
  await reuseSignIn(page, 'admin')
  await page.goto('/admin/settings/general')
  try {
    const polls = page.getByRole('switch', { name: /^Polls/ })
    await expect(polls).toBeChecked()
    // Mantine's switch input is visually hidden under its track: click the label's track.
    await polls.click({ force: true })
    await expect(polls).not.toBeChecked()
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText('Saved', { exact: true })).toBeVisible()

    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('link', { name: 'Events' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Polls' })).toHaveCount(0)

    await page.goto('/polls')
    await expect(page.getByText('This part of the site is not available.')).toBeVisible()
  } finally {
    await saveSettings(page, { features: ALL_ON })
  }
})
