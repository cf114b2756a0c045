import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { SiteSettings } from '@/lib/site-settings'
import { jsonResponse, mockFetch } from '../helpers/fetch-mock'
import { meFixture, settingsFixture } from '../helpers/fixtures'

const renderApp = async (
  path: string,
  settings: SiteSettings,
  me: ReturnType<typeof meFixture> | null = null,
) => {
  mockFetch((r) => {
    if (r.path === '/api/heartbeat')
      return jsonResponse(200, { data: { time: 0, signed_in: me !== null } })
    if (r.path === '/api/me') return jsonResponse(200, { data: me })
    if (r.path === '/api/settings') return jsonResponse(200, { data: settings })
    if (r.path === '/api/home')
      return jsonResponse(200, { data: { member_count: 0, events: [], threads: [], member: null } })
    if (r.path === '/api/notifications')
      return jsonResponse(200, {
        data: [],
        meta: {
          pagination: { total: 0, count: 0, per_page: 5, current_page: 1, total_pages: 1 },
          unread: 0,
        },
      })
    return undefined
  })
  const { routes } = await import('@/app/router')
  render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />)
  return userEvent.setup()
}

const OFF = {
  events: false,
  forum: true,
  polls: false,
  surveys: true,
  promotions: true,
  resources: true,
}

beforeEach(() => {
  vi.resetModules()
  document.head.querySelector('link[rel="icon"]')?.remove()
  document.head.querySelector('meta[name="theme-color"]')?.remove()
})

describe('the site’s branding', { timeout: 20_000 }, () => {
  it('the header shows the logo, named by the site, and links home', async () => {
    await renderApp(
      '/',
      settingsFixture({ site_name: 'Riverside Rowing', site_logo: '/api/files/site/logo.png' }),
    )
    const logo = await screen.findByRole('img', { name: 'Riverside Rowing' })
    expect(logo.getAttribute('src')).toBe('/api/files/site/logo.png')
    expect(logo.closest('a')?.getAttribute('href')).toBe('/')
  })

  it('without a logo the header shows the site name', async () => {
    await renderApp('/', settingsFixture({ site_name: 'Riverside Rowing' }))
    const banner = await screen.findByRole('banner')
    expect(await within(banner).findByRole('link', { name: 'Riverside Rowing' })).toBeTruthy()
    expect(within(banner).queryByRole('img', { name: 'Riverside Rowing' })).toBeNull()
  })

  it('the tab’s icon follows the favicon, the toolbar and the theme the primary colour', async () => {
    await renderApp(
      '/',
      settingsFixture({ site_favicon: '/api/files/site/icon.png', color_primary: '#8B1E3F' }),
    )
    await waitFor(() =>
      expect(document.head.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe(
        '/api/files/site/icon.png',
      ),
    )
    expect(document.head.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(
      '#8B1E3F',
    )
    await waitFor(() =>
      expect(
        [...document.querySelectorAll('style')].some((s) =>
          s.textContent?.includes('--mantine-color-guild-6: #8B1E3F'),
        ),
      ).toBe(true),
    )
  })
})

describe('switched-off features', { timeout: 20_000 }, () => {
  it('leave the member’s menu: no My events, My tickets or My polls, no New event or New poll', async () => {
    const me = meFixture({
      permissions: ['events.view', 'events.create', 'polls.view', 'polls.create', 'surveys.create'],
    })
    const user = await renderApp('/', settingsFixture({ features: OFF }), me)
    await user.click(await screen.findByRole('button', { name: /^Open the menu for Ada Lovelace/ }))
    const menu = await screen.findByRole('menu')
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent)
    expect(items).toContain('New survey')
    for (const hidden of ['My events', 'My tickets', 'My polls', 'New event', 'New poll'])
      expect(items).not.toContain(hidden)
  })
})
