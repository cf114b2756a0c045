import { expect, test, type Locator, type Page } from '@playwright/test'
import { reuseSignIn, savedSignIn } from './helpers'

/**
 * Issue 16, the category tree (spec 02 §2 §4, M02-CAT-01/03): an admin drags a category onto
 * another with the mouse (dnd-kit's pointer sensor, so the moves go in steps), it nests there,
 * one PUT saves it, and after a reload the tree holds the new order. The group is made through
 * the API, so the test stands alone.
 */
test.use({ viewport: { width: 1366, height: 900 } })

const adminApi = async (page: Page) => {
  await reuseSignIn(page, 'admin')
  await page.goto('/')
  const origin = new URL(page.url()).origin
  return async (path: string, data: unknown) => {
    const response = await page.request.post(path, { data, headers: { origin } })
    expect(response.ok(), `POST ${path}: ${response.status()}`).toBe(true)
    return ((await response.json()) as { data: { id: number } }).data
  }
}

const centre = async (locator: Locator) => {
  const box = await locator.boundingBox()
  if (!box) throw new Error('Not on screen')
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, box }
}

/** The group's rows as "name@depth", top to bottom. */
const treeOf = (section: Locator) =>
  section
    .locator('[data-category-row]')
    .evaluateAll((rows) =>
      rows.map((r) => `${r.getAttribute('data-category-row')}@${r.getAttribute('data-depth')}`),
    )

test('an admin drags a category onto another, it nests there, and a reload keeps it', async ({
  browser,
}) => {
  const context = await browser.newContext({ storageState: savedSignIn('admin') })
  const page = await context.newPage()
  const post = await adminApi(page)
  const name = `Coastline ${Date.now()}`
  const group = await post('/api/category-types', {
    name,
    categorizables: ['events'],
    max_depth: 3,
  })
  for (const category of ['Harbours', 'Lighthouses', 'Piers'])
    await post('/api/categories', { name: category, type_id: group.id })

  await page.goto('/admin/settings/categories')
  const section = page.getByRole('region', { name })
  await expect(section.locator('[data-category-row]')).toHaveCount(3)
  expect(await treeOf(section)).toEqual(['Harbours@1', 'Lighthouses@1', 'Piers@1'])

  const handle = await centre(section.getByRole('button', { name: 'Drag Piers' }))
  const target = await centre(section.locator('[data-category-row="Harbours"]'))
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && /\/api\/categories\/\d+$/.test(r.url()),
  )
  await page.mouse.move(handle.x, handle.y)
  await page.mouse.down()
  await page.mouse.move(handle.x + 8, handle.y - 8, { steps: 4 })
  await page.mouse.move(handle.x, target.y, { steps: 20 })
  await expect(section.locator('[data-category-row="Harbours"]')).toHaveAttribute(
    'data-drop',
    'inside',
  )
  await page.mouse.up()
  const response = await saved
  expect(response.status()).toBe(200)
  expect(response.request().postDataJSON()).toMatchObject({ position: 0 })
  await expect.poll(() => treeOf(section)).toEqual(['Harbours@1', 'Piers@2', 'Lighthouses@1'])

  await page.reload()
  await expect(section.locator('[data-category-row]')).toHaveCount(3)
  expect(await treeOf(section)).toEqual(['Harbours@1', 'Piers@2', 'Lighthouses@1'])
  await context.close()
})
