import { expect, test } from '@playwright/test'
import { reuseSignIn } from './helpers'

const TITLE = 'Book club: The Lean Startup'

test('an admin gives an event a picture: cropped in the browser to 1250×640, uploaded to R2, shown on the event', async ({
  page,
}) => {
  await reuseSignIn(page, 'admin')
  await page.goto(`/events?q=${encodeURIComponent('Lean Startup')}`)
  const card = page.getByRole('article', { name: TITLE })
  await card.getByRole('button', { name: 'Edit' }).click()

  const editor = page.getByRole('dialog', { name: 'Edit Event' })
  await expect(editor.getByLabel('Title')).toHaveValue(TITLE)
  // Debian's logo (48×48 PNG) stands in for a photo: the crop dialog scales it to the target.
  await editor.getByLabel('Image: image file').setInputFiles('/usr/share/pixmaps/debian-logo.png')
  const crop = page.getByRole('dialog').filter({ hasText: '1250 × 640 px' })
  await expect(crop).toBeVisible()
  const uploaded = page.waitForResponse(
    (r) => r.url().endsWith('/api/uploads/img') && r.request().method() === 'POST',
  )
  await crop.getByRole('button', { name: 'Use image' }).click()
  const upload = await uploaded
  expect(upload.status()).toBe(201)
  const { data } = (await upload.json()) as { data: { src: string; mime: string } }
  expect(data.src).toMatch(/^\/api\/files\/images\/event\//)

  await editor.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('Event saved')).toBeVisible()

  await page.goto('/events/book-club-the-lean-startup')
  const picture = page.locator(`img[src="${data.src}"]`).first()
  await expect(picture).toBeVisible()
  // The served file is the cropped image at exactly the spec's event size.
  const size = await picture.evaluate((img: HTMLImageElement) => [
    img.naturalWidth,
    img.naturalHeight,
  ])
  expect(size).toEqual([1250, 640])
  const served = await page.request.get(data.src)
  expect(served.headers()['x-content-type-options']).toBe('nosniff')
  expect(served.headers()['content-type']).toMatch(/^image\/(png|jpeg)$/)
})
