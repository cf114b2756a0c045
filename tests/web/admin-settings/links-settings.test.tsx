import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { LinksSettingsScreen } from '@/features/admin-settings/components/links-settings-screen'
import { LINK_HREF_MESSAGE } from '@worker/settings/settings.schemas'
import { renderScreen } from '../helpers/render'
import { serveSettings } from './serve-settings'

const PATH = '/admin/settings/footer'
const footer = () => screen.getByRole('group', { name: 'Footer links' })
const header = () => screen.getByRole('group', { name: 'Header links' })

describe('/admin/settings/footer', { timeout: 20_000 }, () => {
  it('adds, reorders and removes links, saving only the two link settings in order', async () => {
    const { saves } = serveSettings({
      initial: {
        links_footer: [
          { label: 'About', href: '/pages/about-us' },
          { label: 'Contact', href: 'https://example.org/contact' },
        ],
      },
    })
    renderScreen(PATH, <LinksSettingsScreen />)
    await screen.findByRole('heading', { name: 'Footer and header links' })
    await userEvent.click(within(footer()).getByRole('button', { name: 'Move Contact up' }))
    await userEvent.click(within(footer()).getByRole('button', { name: 'Add footer link' }))
    const labels = within(footer()).getAllByRole('textbox', { name: 'Label' })
    const hrefs = within(footer()).getAllByRole('textbox', { name: 'Address' })
    await userEvent.type(labels[2]!, 'FAQ')
    await userEvent.type(hrefs[2]!, '/faq')
    await userEvent.click(within(header()).getByRole('button', { name: 'Add header link' }))
    await userEvent.type(
      within(header()).getByRole('textbox', { name: 'Label' }),
      'Code of conduct',
    )
    await userEvent.type(
      within(header()).getByRole('textbox', { name: 'Address' }),
      '/pages/code-of-conduct',
    )
    await userEvent.click(within(footer()).getByRole('button', { name: 'Remove About' }))
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Saved')).toBeTruthy()
    expect(saves).toHaveLength(1)
    expect(saves[0]!.body).toEqual({
      settings: {
        links_footer: [
          { label: 'Contact', href: 'https://example.org/contact' },
          { label: 'FAQ', href: '/faq' },
        ],
        links_header: [{ label: 'Code of conduct', href: '/pages/code-of-conduct' }],
      },
    })
  })

  it('refuses a javascript: address beside the field, before sending anything', async () => {
    const { saves } = serveSettings()
    renderScreen(PATH, <LinksSettingsScreen />)
    await userEvent.click(await screen.findByRole('button', { name: 'Add header link' }))
    await userEvent.type(within(header()).getByRole('textbox', { name: 'Label' }), 'Bad')
    await userEvent.type(
      within(header()).getByRole('textbox', { name: 'Address' }),
      'javascript:alert(1)',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await within(header()).findByText(LINK_HREF_MESSAGE)).toBeTruthy()
    expect(saves).toHaveLength(0)
  })

  it('puts a 422 on its field and says "Error saving"', async () => {
    serveSettings({
      initial: { links_footer: [{ label: 'FAQ', href: '/faq' }] },
      saveStatus: 422,
      errors: { 'settings.links_footer.0.href': ['That page does not exist'] },
    })
    renderScreen(PATH, <LinksSettingsScreen />)
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Error saving')).toBeTruthy()
    const href = within(footer()).getByRole('textbox', { name: 'Address' })
    expect(href.getAttribute('aria-invalid')).toBe('true')
    expect(within(footer()).getByText('That page does not exist')).toBeTruthy()
  })

  it('says "Could not save" and "Please try again" when the server fails', async () => {
    serveSettings({ saveStatus: 500 })
    renderScreen(PATH, <LinksSettingsScreen />)
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Could not save')).toBeTruthy()
    expect(screen.getByText('Please try again')).toBeTruthy()
  })

  it('stops adding header links at 20', async () => {
    serveSettings({
      initial: {
        links_header: Array.from({ length: 20 }, (_, i) => ({ label: `L${i}`, href: '/x' })),
      },
    })
    renderScreen(PATH, <LinksSettingsScreen />)
    const add = await within(await screen.findByRole('group', { name: 'Header links' })).findByRole(
      'button',
      { name: 'Add header link' },
    )
    expect((add as HTMLButtonElement).disabled).toBe(true)
    expect(within(header()).getByText('At most 20.')).toBeTruthy()
  })
})
