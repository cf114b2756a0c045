import { expect, test, type Page } from '@playwright/test'
import { reuseSignIn } from './helpers'

/**
 * Issue 16: an admin adds a header link and a footer link on the Footer settings screen, and a
 * visitor sees them: the header's in the menu (and the phone's drawer), the footer's at the foot,
 * another site's opening apart. The links are taken out again for the other journeys.
 */

const HEADER_LINK = { label: 'Noticeboard', href: '/news' }
const FOOTER_LINK = { label: 'Our partner', href: 'https://partner.example.org/' }

const openLinksScreen = async (page: Page) => {
  await page.goto('/admin/settings/footer')
  await expect(page.getByRole('heading', { name: 'Footer and header links' })).toBeVisible()
}

const addLink = async (page: Page, group: string, link: { label: string; href: string }) => {
  const fieldset = page.getByRole('group', { name: group })
  await fieldset.getByRole('button', { name: /^Add / }).click()
  await fieldset.getByRole('textbox', { name: 'Label' }).last().fill(link.label)
  await fieldset.getByRole('textbox', { name: 'Address' }).last().fill(link.href)
}

const save = async (page: Page) => {
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Saved')).toBeVisible()
}

test('an admin adds a header and a footer link and a visitor sees them', async ({
  page,
  browser,
}) => {
  await reuseSignIn(page, 'admin')
  await openLinksScreen(page)
  await addLink(page, 'Header links', HEADER_LINK)
  await addLink(page, 'Footer links', FOOTER_LINK)
  await save(page)

  const visitor = await browser.newPage({ viewport: { width: 1280, height: 800 } })
  try {
    await visitor.goto('/')
    const header = visitor.getByRole('navigation', { name: 'Main' })
    const footer = visitor.getByRole('navigation', { name: 'Footer' })
    await expect(footer.getByRole('link', { name: FOOTER_LINK.label })).toHaveAttribute(
      'href',
      FOOTER_LINK.href,
    )
    await expect(footer.getByRole('link', { name: FOOTER_LINK.label })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    )
    // Inside the app, the header link moves without reloading the page.
    await visitor.evaluate(() => ((window as { kept?: boolean }).kept = true))
    await header.getByRole('link', { name: HEADER_LINK.label }).click()
    await expect(visitor).toHaveURL(HEADER_LINK.href)
    expect(await visitor.evaluate(() => (window as { kept?: boolean }).kept)).toBe(true)

    // On a phone: the header link is in the drawer, and nothing scrolls sideways.
    await visitor.setViewportSize({ width: 360, height: 740 })
    await visitor.goto('/')
    await visitor.getByRole('button', { name: 'Open navigation' }).click()
    await expect(
      visitor.getByRole('dialog').getByRole('link', { name: HEADER_LINK.label }),
    ).toBeVisible()
    await visitor.keyboard.press('Escape')
    await expect(
      visitor.getByRole('navigation', { name: 'Footer' }).getByRole('link', {
        name: FOOTER_LINK.label,
      }),
    ).toBeVisible()
    const overflow = await visitor.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
  } finally {
    await visitor.close()
    // Put back as it was.
    await openLinksScreen(page)
    await page.getByRole('button', { name: `Remove ${HEADER_LINK.label}` }).click()
    await page.getByRole('button', { name: `Remove ${FOOTER_LINK.label}` }).click()
    await save(page)
  }
})
