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

/** WCAG's contrast ratio of two computed `rgb(…)` colours. */
const contrast = (a: string, b: string) => {
  const luminance = (rgb: string) => {
    const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((c) => {
      const v = Number(c) / 255
      return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
    }) as [number, number, number]
    return 0.2126 * r + 0.7152 * g + 0.0722 * b
  }
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

test('the verification checkbox is drawn: a box that stands out, beside a label that reads', async ({
  page,
}) => {
  await page.goto('/signup')
  const box = page.getByRole('checkbox', { name: "I'm not a robot" })
  await expect(box).toBeVisible({ timeout: 20_000 })
  const drawn = await box.evaluate((input) => {
    const widget = input.closest('.altcha-main')!
    const label = widget.querySelector('label')!
    return {
      borderWidth: getComputedStyle(input).borderTopWidth,
      border: getComputedStyle(input).borderTopColor,
      text: getComputedStyle(label).color,
      background: getComputedStyle(widget).backgroundColor,
    }
  })
  expect(parseFloat(drawn.borderWidth)).toBeGreaterThanOrEqual(1)
  // An undefined colour computes as transparent: the box would not be there to see.
  expect(drawn.background).toBe('rgb(255, 255, 255)')
  expect(contrast(drawn.border, drawn.background)).toBeGreaterThanOrEqual(3)
  expect(contrast(drawn.text, drawn.background)).toBeGreaterThanOrEqual(4.5)
})
