import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import type { SiteSettings } from '@/lib/site-settings'
import { jsonResponse, mockFetch } from '../helpers/fetch-mock'
import { meFixture, settingsFixture } from '../helpers/fixtures'

type Me = ReturnType<typeof meFixture>

type Options = {
  me?: Me | null
  settings?: SiteSettings
  onSignout?: () => void
  /** What the heartbeat reports; by default whether the user is signed in. */
  heartbeatSignedIn?: boolean
}

/** The real route table, loaded fresh per test so each starts with an empty query cache. */
const renderApp = async (
  path: string,
  { me = null, settings = settingsFixture(), onSignout, heartbeatSignedIn }: Options = {},
) => {
  let current = me
  const { requests } = mockFetch((r) => {
    if (r.path === '/api/heartbeat') {
      const signedIn = heartbeatSignedIn ?? current !== null
      if (!signedIn) current = null
      return jsonResponse(200, { data: { time: 0, signed_in: signedIn } })
    }
    if (r.method === 'POST' && r.path === '/api/signout') {
      current = null
      onSignout?.()
      return jsonResponse(200, { data: null })
    }
    if (r.path === '/api/me') return jsonResponse(200, { data: current })
    if (r.path === '/api/settings') return jsonResponse(200, { data: settings })
    // The home page's one request (tests/web/home covers what it shows).
    if (r.path === '/api/home')
      return jsonResponse(200, { data: { member_count: 0, events: [], threads: [], member: null } })
    if (r.path === '/api/notifications') {
      return jsonResponse(200, {
        data: [],
        meta: {
          pagination: { total: 0, count: 0, per_page: 5, current_page: 1, total_pages: 1 },
          unread: 3,
        },
      })
    }
    return undefined
  })
  const { routes } = await import('@/app/router')
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  render(<RouterProvider router={router} />)
  return { router, requests, user: userEvent.setup() }
}

const mainNav = async () => within(await screen.findByRole('navigation', { name: 'Main' }))

beforeEach(() => {
  vi.resetModules()
})

describe('member-only screens', () => {
  it.each(['/my-events', '/notifications', '/account/payment-details'])(
    'send a visitor from %s to sign in and back',
    async (path) => {
      const { router } = await renderApp(path)
      expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument()
      expect(
        screen.getByText(
          'You need to be signed in to do that. Sign in below or create a new account.',
        ),
      ).toBeInTheDocument()
      expect(router.state.location.pathname + router.state.location.search).toBe(
        `/signin?message=unauthorised&next=${encodeURIComponent(path)}`,
      )
    },
  )

  it('open for a member', async () => {
    await renderApp('/subscription', { me: meFixture() })
    expect(await screen.findByRole('heading', { name: 'Subscription' })).toBeInTheDocument()
    expect(screen.getByText(/coming soon/i)).toBeInTheDocument()
  })
})

describe('header', () => {
  it('shows a visitor the public areas that exist and the way in', async () => {
    await renderApp('/')
    const nav = await mainNav()
    expect(nav.getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Events',
      'Forum',
      'News',
      'Polls',
      'Surveys',
      'Promotions',
      'Resources',
    ])
    expect(screen.getAllByRole('link', { name: 'Join' }).length).toBeGreaterThan(0)
    expect(screen.getAllByRole('link', { name: 'Sign in' }).length).toBeGreaterThan(0)
    expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument()
  })

  it('hides areas switched off for the site and those the member may not view', async () => {
    const settings = settingsFixture({ is_forum_active: false })
    await renderApp('/', { me: meFixture({ permissions: ['events.view'] }), settings })
    expect((await mainNav()).getAllByRole('link').map((a) => a.textContent)).toEqual(['Events'])
  })

  it('gives a member the bell with the unread count and their menu', async () => {
    const { user } = await renderApp('/', { me: meFixture() })
    expect(
      await screen.findByRole('button', { name: 'Notifications, 3 unread' }),
    ).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: /^Open the menu for Ada Lovelace/ }))
    const menu = await screen.findByRole('menu')
    expect(within(menu).getByRole('menuitem', { name: 'My tickets' })).toBeInTheDocument()
    expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument()
    expect(within(menu).queryByRole('menuitem', { name: 'Admin area' })).not.toBeInTheDocument()
    expect(within(menu).queryByRole('menuitem', { name: 'New event' })).not.toBeInTheDocument()
  })

  it('offers quick-create and the admin area by permission', async () => {
    const me = meFixture({ permissions: ['events.create', 'news.create', 'users.update'] })
    const { user } = await renderApp('/', { me })
    await user.click(await screen.findByRole('button', { name: /^Open the menu for Ada Lovelace/ }))
    const menu = await screen.findByRole('menu')
    expect(within(menu).getByRole('menuitem', { name: 'Admin area' })).toBeInTheDocument()
    expect(within(menu).getByRole('menuitem', { name: 'New event' })).toBeInTheDocument()
    expect(within(menu).getByRole('menuitem', { name: 'New post' })).toBeInTheDocument()
    // resources.create is not held: no 'New resource'.
    expect(within(menu).queryByRole('menuitem', { name: 'New resource' })).not.toBeInTheDocument()
    expect(within(menu).getByRole('menuitem', { name: 'My network' })).toBeInTheDocument()
  })
})

/** happy-dom's handle on its window (vitest's happy-dom environment), which sizes the media queries. */
const setViewport = (size: { width: number; height: number }) => {
  const { happyDOM } = window as Window & {
    happyDOM?: { setViewport: (size: { width: number; height: number }) => void }
  }
  if (!happyDOM) throw new Error('These tests run in happy-dom')
  happyDOM.setViewport(size)
}

describe('admin area on a phone', { timeout: 20_000 }, () => {
  it('has one menu button, whose drawer holds the admin links above the site’s', async () => {
    // A 360 px phone: the header's drawer replaces both sidebars (happy-dom applies the media queries).
    const { width, height } = { width: window.innerWidth, height: window.innerHeight }
    setViewport({ width: 360, height: 740 })
    onTestFinished(() => setViewport({ width, height }))
    const me = meFixture({ role: 'admin', permissions: ['roles.manage', 'users.update'] })
    const { user } = await renderApp('/admin/plans', { me })
    expect(
      await screen.findByRole('heading', { name: 'Plans' }, { timeout: 10_000 }),
    ).toBeInTheDocument()
    // The header's button is the only one (the admin area no longer adds its own).
    const menuButtons = screen.getAllByRole('button', { name: /navigation|menu$/i })
    expect(menuButtons.map((b) => b.getAttribute('aria-label'))).toEqual(['Open navigation'])

    await user.click(screen.getByRole('button', { name: 'Open navigation' }))
    const drawer = await screen.findByRole('dialog')
    const admin = within(drawer).getByRole('navigation', { name: 'Admin' })
    expect(within(admin).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument()
    await user.click(within(admin).getByRole('button', { name: 'Community' }))
    const users = within(admin).getByRole('link', { name: 'Users' })
    const site = within(drawer).getByRole('navigation', { name: 'Main' })
    expect(within(site).getByRole('link', { name: 'Forum' })).toBeInTheDocument()
    // Admin first, then the site.
    expect(admin.compareDocumentPosition(site) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    // The member's own menu stays in the header beside it.
    expect(screen.getByRole('button', { name: /^Open the menu for Ada Lovelace/ })).toBeVisible()

    await user.click(users)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })
})

describe('addresses', () => {
  it('shows a real 404 page for an unknown address', async () => {
    await renderApp('/no-such-page')
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument()
  })

  it.each([
    ['/no-such-page', 'Page not found', 'Page not found'],
    ['/signin', 'Sign in', 'Sign in'],
    ['/signup', 'Join', 'Join'],
    ['/polls', 'Polls', 'Polls'],
  ])('names the tab of %s after its page and the site’s own name', async (path, heading, tab) => {
    await renderApp(path, { settings: settingsFixture({ site_name: 'Makers Guild' }) })
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe(`${tab} · Makers Guild`))
  })

  it.each([['/packages', 'Member packages']])('%s shows the %s screen', async (path, title) => {
    await renderApp(path)
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument()
  })

  it('/signout signs out and lands on / as a visitor', async () => {
    const signedOut = vi.fn<() => void>()
    const { router } = await renderApp('/signout', { me: meFixture(), onSignout: signedOut })
    expect(await screen.findByRole('heading', { name: 'Welcome to Guildhall' })).toBeInTheDocument()
    expect(signedOut).toHaveBeenCalledTimes(1)
    expect(router.state.location.pathname).toBe('/')
    expect(screen.queryByRole('button', { name: /Open the menu/ })).not.toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: 'Join' }).length).toBeGreaterThan(0)
  })
})

describe('site areas switched off', () => {
  it('refuses an address in a switched-off area', async () => {
    const settings = settingsFixture({
      features: {
        events: false,
        forum: true,
        polls: true,
        surveys: true,
        promotions: true,
        resources: true,
      },
    })
    await renderApp('/events/summer-ball', { settings })
    expect(await screen.findByText('This part of the site is not available.')).toBeInTheDocument()
    expect(screen.queryByText(/coming soon/i)).not.toBeInTheDocument()
  })

  it('refuses /resources and drops its link when the resources area is off', async () => {
    const settings = settingsFixture({
      features: {
        events: true,
        forum: true,
        polls: true,
        surveys: true,
        promotions: true,
        resources: false,
      },
    })
    await renderApp('/resources', { settings })
    expect(await screen.findByText('This part of the site is not available.')).toBeInTheDocument()
    expect((await mainNav()).queryByRole('link', { name: 'Resources' })).not.toBeInTheDocument()
    expect((await mainNav()).getByRole('link', { name: 'News' })).toBeInTheDocument()
  })

  it('treats the forum as off when is_forum_active is false', async () => {
    await renderApp('/forum', { settings: settingsFixture({ is_forum_active: false }) })
    expect(await screen.findByText('This part of the site is not available.')).toBeInTheDocument()
  })
})

describe('heartbeat', () => {
  it("turns the header back into a visitor's when the session has ended elsewhere", async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const { requests } = await renderApp('/', { me: meFixture(), heartbeatSignedIn: false })
    const menu = { name: /^Open the menu for Ada Lovelace/ }
    expect(await screen.findByRole('button', menu)).toBeInTheDocument()
    expect(requests.some((r) => r.path === '/api/heartbeat')).toBe(false)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(requests.filter((r) => r.path === '/api/heartbeat')).toHaveLength(1)
    expect((await screen.findAllByRole('link', { name: 'Join' })).length).toBeGreaterThan(0)
    expect(screen.queryByRole('button', menu)).not.toBeInTheDocument()
  })
})
