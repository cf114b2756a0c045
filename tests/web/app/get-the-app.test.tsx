import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { MemberActions } from '@/app/layout/member-actions'
import type { SiteSettings } from '@/lib/site-settings'
import { jsonResponse, mockFetch } from '../helpers/fetch-mock'
import { meFixture, settingsFixture } from '../helpers/fixtures'
import { renderScreen } from '../helpers/render'

/** The signed-in header with these settings (the bell's first page is empty). */
const header = (settings: Partial<SiteSettings>) => {
  mockFetch((r) => {
    if (r.path === '/api/me') return jsonResponse(200, { data: meFixture() })
    if (r.path === '/api/settings') return jsonResponse(200, { data: settingsFixture(settings) })
    if (r.path === '/api/notifications')
      return jsonResponse(200, {
        data: [],
        meta: {
          pagination: { total: 0, count: 0, per_page: 15, current_page: 1, total_pages: 1 },
          unread: 0,
          messages_unread: 0,
        },
      })
    return undefined
  })
  return renderScreen('/', <MemberActions me={meFixture()} />)
}

describe('Get our App (M01-PWA-05, M01-PWA-06)', { timeout: 20_000 }, () => {
  it('shows the QR-code icon while show_qr_code_icon is on, and the site address as a QR code', async () => {
    const { user } = header({ show_qr_code_icon: true, pwa_app_name: 'Guild App' })
    await user.click(await screen.findByRole('button', { name: 'Get our App' }))
    const dialog = await screen.findByRole('dialog', { name: 'Get our App' })
    const code = within(dialog).getByRole('img', { name: `QR code for ${window.location.origin}` })
    // A real code: after its white background the SVG draws the dark modules as one long path.
    const paths = [...code.querySelectorAll('path')].map((p) => p.getAttribute('d') ?? '')
    expect(Math.max(...paths.map((d) => d.length))).toBeGreaterThan(100)
    expect(within(dialog).getByText(/to open Guild App/)).toBeInTheDocument()
  })

  it('shows no icon while the setting is off', async () => {
    header({ show_qr_code_icon: false })
    expect(await screen.findByRole('button', { name: /^Open the menu for/ })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Get our App' })).toBeNull()
  })
})
