import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, mockFetch } from '../helpers/fetch-mock'
import { settingsFixture } from '../helpers/fixtures'

/** The header and footer links an admin sets (settings links_header, links_footer) on the site. */

const SETTINGS = settingsFixture({
  links_header: [
    { label: 'About us', href: '/pages/about-us' },
    { label: 'Partner site', href: 'https://partner.example.org/' },
    // Stored before the rule, or by hand: never put in an href.
    { label: 'Sneaky', href: 'javascript:alert(1)' },
  ],
  links_footer: [
    { label: 'FAQ', href: '/faq' },
    { label: 'Contact', href: 'https://example.org/contact' },
  ],
})

const renderApp = async (path: string) => {
  mockFetch((r) => {
    if (r.path === '/api/heartbeat')
      return jsonResponse(200, { data: { time: 0, signed_in: false } })
    if (r.path === '/api/me') return jsonResponse(200, { data: null })
    if (r.path === '/api/settings') return jsonResponse(200, { data: SETTINGS })
    if (r.path === '/api/home')
      return jsonResponse(200, { data: { member_count: 0, events: [], threads: [], member: null } })
    return undefined
  })
  const { routes } = await import('@/app/router')
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  render(<RouterProvider router={router} />)
  return { router, user: userEvent.setup() }
}

beforeEach(() => {
  vi.resetModules()
})

describe('the site’s header and footer links', { timeout: 20_000 }, () => {
  it('follow the site’s own links in the header; other sites open apart; unsafe ones are left out', async () => {
    await renderApp('/')
    const nav = within(await screen.findByRole('navigation', { name: 'Main' }))
    const links = nav.getAllByRole('link')
    expect(links.slice(-2).map((a) => a.textContent)).toEqual(['About us', 'Partner site'])
    expect(nav.getByRole('link', { name: 'About us' }).getAttribute('href')).toBe('/pages/about-us')
    const partner = nav.getByRole('link', { name: 'Partner site' })
    expect(partner.getAttribute('href')).toBe('https://partner.example.org/')
    expect(partner.getAttribute('rel')).toBe('noopener noreferrer')
    expect(partner.getAttribute('target')).toBe('_blank')
    expect(nav.queryByRole('link', { name: 'Sneaky' })).toBeNull()
  })

  it('lists the footer links in order, an internal one moving within the app', async () => {
    const { router, user } = await renderApp('/')
    const footer = within(await screen.findByRole('navigation', { name: 'Footer' }))
    expect(footer.getAllByRole('link').map((a) => a.textContent)).toEqual(['FAQ', 'Contact'])
    expect(footer.getByRole('link', { name: 'Contact' }).getAttribute('rel')).toBe(
      'noopener noreferrer',
    )
    await user.click(footer.getByRole('link', { name: 'FAQ' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/faq'))
  })
})
