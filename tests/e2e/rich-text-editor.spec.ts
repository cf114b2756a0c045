import { expect, test } from '@playwright/test'
import { reuseSignIn } from './helpers'

// Spec 01 §9 "Default editor height 400" (M01-UI-07), and the editor still fits a 360 px screen.
test.use({ viewport: { width: 360, height: 740 } })

test('the rich-text editor opens 400 px tall and fits 360 px', async ({ page }) => {
  await reuseSignIn(page, 'admin')
  await page.goto('/admin/groups?create')
  const dialog = page.getByRole('dialog', { name: 'New Group' })
  const area = dialog.getByRole('textbox', { name: 'Description', exact: true })
  await expect(area).toBeVisible()
  const box = await area.boundingBox()
  expect(box!.height).toBeGreaterThanOrEqual(400)
  expect(box!.x).toBeGreaterThanOrEqual(0)
  expect(box!.x + box!.width).toBeLessThanOrEqual(360)
  // Nothing inside the editor dialog scrolls sideways.
  const sideways = await dialog.evaluate((el) => {
    const body = el.querySelector('.mantine-Modal-body') ?? el
    return body.scrollWidth - body.clientWidth
  })
  expect(sideways).toBeLessThanOrEqual(0)
})
