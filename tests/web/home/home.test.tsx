import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { HomeRoute } from '@/app/routes/public/home'
import type { Home, HomeEvent, HomeThread } from '@/features/home/api/get-home'
import type { SiteSettings } from '@/lib/site-settings'
import { jsonResponse, mockFetch } from '../helpers/fetch-mock'
import { meFixture, settingsFixture } from '../helpers/fixtures'
import { renderScreen } from '../helpers/render'

const HOUR = 3_600_000
const ago = (ms: number) => new Date(Date.now() - ms).toISOString()

const event = (id: number, overrides: Partial<HomeEvent> = {}): HomeEvent => ({
  id,
  slug: `event-${id}`,
  title: `Event ${id}`,
  excerpt: '',
  img: null,
  url: `/events/event-${id}`,
  // Fri 21st Nov 2025 07:30pm in London (GMT).
  starts_at: '2025-11-21T19:30:00.000Z',
  ends_at: '2025-11-21T21:30:00.000Z',
  address: { line_1: 'The Guildhall Rooms', town_city: 'London' },
  price_formatted: 'Free',
  categories: [],
  user_is_attending: false,
  has_unlimited_tickets: true,
  has_remaining_tickets: true,
  ...overrides,
})

const thread = (id: number, overrides: Partial<HomeThread> = {}): HomeThread => ({
  id,
  title: `Thread ${id}`,
  slug: `thread-${id}`,
  url: `/forum/general/thread-${id}`,
  category: { id: 1, name: 'General', slug: 'general' },
  user: { id: 3, forename: 'Kwame', surname: 'Mensah', slug: 'kwame-mensah', img: null },
  img: null,
  is_sticky: false,
  total_replies: 3,
  last_activity_at: ago(2 * HOUR),
  created_at: ago(48 * HOUR),
  ...overrides,
})

const visitorHome = (overrides: Partial<Home> = {}): Home => ({
  member_count: 1204,
  featured_tiles: false,
  featured: { event: null, news: null, resource: null, member: null, poll: null, promotion: null },
  events: [
    event(1, {
      title: 'Monthly members breakfast',
      img: '/api/files/images/event/seed/breakfast.png',
    }),
    event(2, {
      title: 'Pricing workshop',
      price_formatted: '£25.00',
      address: { town_city: 'Manchester' },
    }),
  ],
  threads: [thread(1, { title: 'Introduce yourself' })],
  member: null,
  ...overrides,
})

const memberHome = (
  overrides: Partial<NonNullable<Home['member']>> = {},
  home: Partial<Home> = {},
): Home =>
  visitorHome({
    member: {
      next_ticket: {
        reference: 'ref-1',
        status: 'purchased',
        total_tickets: 2,
        ticket_label: 'Member',
        event: {
          id: 1,
          slug: 'event-1',
          title: 'Monthly members breakfast',
          url: '/events/event-1',
          img: null,
          starts_at: '2025-11-21T19:30:00.000Z',
          ends_at: '2025-11-21T21:30:00.000Z',
          address: { town_city: 'London' },
        },
      },
      new_replies: {
        since: ago(49 * HOUR),
        threads: [{ ...thread(5, { title: 'Pricing advice' }), new_replies: 2 }],
      },
      notifications: {
        data: [
          {
            id: 1,
            kind: 'forum.mention',
            title: 'Sam mentioned you in "Pricing advice"',
            body: '',
            link: '/forum/general/thread-5',
            data: {},
            read_at: null,
            created_at: ago(HOUR),
          },
        ],
        unread: 1,
      },
      ...overrides,
    },
    ...home,
  })

type Server = {
  me?: ReturnType<typeof meFixture> | null
  settings?: SiteSettings
  /** The home answer, or a status to fail with, or 'never' to leave it in flight. */
  home?: Home | number | 'never'
}

const serve = ({ me = null, settings = settingsFixture(), home = visitorHome() }: Server = {}) => {
  let answer = home
  const server = mockFetch((r) => {
    if (r.path === '/api/me') return jsonResponse(200, { data: me })
    if (r.path === '/api/settings') return jsonResponse(200, { data: settings })
    if (r.path === '/api/notifications' && r.method === 'POST')
      return jsonResponse(200, { data: { updated: 1 } })
    if (r.path === '/api/home') {
      if (answer === 'never') return new Promise<Response>(() => {})
      if (typeof answer === 'number') return jsonResponse(answer, { message: 'Server Error' })
      return jsonResponse(200, { data: answer })
    }
    return undefined
  })
  return { ...server, answerWith: (next: Home) => (answer = next) }
}

const homeRequests = (requests: { path: string }[]) =>
  requests.filter((r) => r.path === '/api/home').length

const section = (name: string) => screen.getByRole('region', { name })

describe('the visitor home', () => {
  it('says what the community is, how many belong, and the way in', async () => {
    serve({ settings: settingsFixture({ homepage_body_content: 'Where makers meet.' }) })
    renderScreen('/', <HomeRoute />)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Guildhall' }),
    ).toBeInTheDocument()
    expect(screen.getByText('Where makers meet.')).toBeInTheDocument()
    expect(await screen.findByText('1,204 members and counting')).toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: 'Join' })[0]).toHaveAttribute('href', '/signup')
    expect(screen.getAllByRole('link', { name: 'Sign in' })[0]).toHaveAttribute('href', '/signin')
  })

  it('shows the next events as picture cards: date, title, place and price, art where there is no picture', async () => {
    const { requests } = serve()
    const { container } = renderScreen('/', <HomeRoute />)
    await screen.findByRole('region', { name: 'Upcoming events' })
    const cards = within(section('Upcoming events')).getAllByRole('article')
    expect(cards).toHaveLength(2)
    const [breakfast, workshop] = cards as [HTMLElement, HTMLElement]
    expect(
      within(breakfast).getByRole('link', { name: 'Monthly members breakfast' }),
    ).toHaveAttribute('href', '/events/event-1')
    expect(within(breakfast).getByText('Fri 21st Nov 2025 07:30pm')).toBeInTheDocument()
    expect(within(breakfast).getByText('London')).toBeInTheDocument()
    expect(within(breakfast).getByText('Free')).toBeInTheDocument()
    expect(breakfast.querySelector('img')).toHaveAttribute(
      'src',
      '/api/files/images/event/seed/breakfast.png',
    )
    expect(within(workshop).getByText('£25.00')).toBeInTheDocument()
    expect(within(workshop).getByText('Manchester')).toBeInTheDocument()
    expect(workshop.querySelector('img')).toBeNull()
    expect(workshop.querySelector('svg[data-art]')).not.toBeNull()
    expect(
      within(section('Upcoming events')).getByRole('link', { name: 'All events' }),
    ).toHaveAttribute('href', '/events')
    // Everything came in one request.
    expect(homeRequests(requests)).toBe(1)
    expect(container.querySelectorAll('[role="status"]')).toHaveLength(0)
  })

  it('lists the latest discussions: title, category, replies and last activity', async () => {
    serve()
    renderScreen('/', <HomeRoute />)
    const list = await screen.findByRole('list', { name: 'Latest discussions' })
    const [row] = within(list).getAllByRole('listitem')
    expect(within(row!).getByRole('link', { name: 'Introduce yourself' })).toHaveAttribute(
      'href',
      '/forum/general/thread-1',
    )
    expect(row).toHaveTextContent('General · 3 replies · 2 hours ago')
  })

  it('invites action when there is nothing yet', async () => {
    serve({ home: visitorHome({ events: [], threads: [] }) })
    renderScreen('/', <HomeRoute />)
    expect(await screen.findByText(/No upcoming events yet/)).toBeInTheDocument()
    expect(screen.getByText('No discussions yet.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Join to start one' })).toHaveAttribute(
      'href',
      '/signup',
    )
    expect(screen.queryByRole('link', { name: 'All events' })).not.toBeInTheDocument()
  })

  it('hides the sections of areas switched off, even when the answer has them', async () => {
    serve({
      settings: settingsFixture({
        is_forum_active: false,
        features: { ...settingsFixture().features, events: false },
      }),
    })
    renderScreen('/', <HomeRoute />)
    expect(await screen.findByText('1,204 members and counting')).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Upcoming events' })).not.toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Latest discussions' })).not.toBeInTheDocument()
  })

  it('hides a section the server answered null (the viewer may not see it)', async () => {
    serve({ home: visitorHome({ events: null }) })
    renderScreen('/', <HomeRoute />)
    expect(await screen.findByRole('region', { name: 'Latest discussions' })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Upcoming events' })).not.toBeInTheDocument()
  })

  it('shows a skeleton of the page while the request is in flight', async () => {
    serve({ home: 'never' })
    renderScreen('/', <HomeRoute />)
    expect(await screen.findByRole('heading', { name: 'Welcome to Guildhall' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Loading the home page…')
    expect(screen.queryByRole('region', { name: 'Upcoming events' })).not.toBeInTheDocument()
  })

  it('offers to try again when the request fails, and shows the page once it answers', async () => {
    const server = serve({ home: 500 })
    const { user } = renderScreen('/', <HomeRoute />)
    // The API client's own alert says what failed; the page's says what is missing and offers a retry.
    const message = await screen.findByText(
      'The latest events and discussions could not be loaded.',
    )
    const alert = message.closest<HTMLElement>('[role="alert"]')!
    server.answerWith(visitorHome())
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('region', { name: 'Upcoming events' })).toBeInTheDocument()
    expect(homeRequests(server.requests)).toBe(2)
  })
})

describe('the member home', () => {
  it('greets the member and shows their next ticket with the way to it', async () => {
    serve({ me: meFixture(), home: memberHome() })
    renderScreen('/', <HomeRoute />)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada' }),
    ).toBeInTheDocument()
    const ticket = within(await screen.findByRole('region', { name: 'Your next event' }))
    expect(ticket.getByText('Monthly members breakfast')).toBeInTheDocument()
    expect(ticket.getByText('Fri 21st Nov 2025 07:30pm')).toBeInTheDocument()
    expect(ticket.getByText('2 × Member')).toBeInTheDocument()
    expect(ticket.getByRole('link', { name: 'View your ticket' })).toHaveAttribute(
      'href',
      '/my-tickets',
    )
    expect(ticket.getByRole('link', { name: 'Event details' })).toHaveAttribute(
      'href',
      '/events/event-1',
    )
  })

  it('lists the threads with new replies since the last visit, and the latest notifications', async () => {
    serve({ me: meFixture(), home: memberHome() })
    renderScreen('/', <HomeRoute />)
    const replies = within(await screen.findByRole('region', { name: 'New replies' }))
    expect(replies.getByText('Since your last visit, 2 days ago')).toBeInTheDocument()
    const row = replies.getByRole('listitem')
    expect(within(row).getByRole('link', { name: 'Pricing advice' })).toBeInTheDocument()
    expect(within(row).getByText('2 new')).toBeInTheDocument()

    const notes = within(section('Notifications'))
    expect(notes.getByText('1 unread')).toBeInTheDocument()
    expect(
      notes.getByRole('link', { name: 'Sam mentioned you in "Pricing advice"' }),
    ).toHaveAttribute('href', '/forum/general/thread-5')
    expect(notes.getByRole('link', { name: 'All notifications' })).toHaveAttribute(
      'href',
      '/notifications',
    )
    const areas = within(screen.getByRole('navigation', { name: 'Your areas' }))
    expect(areas.getByRole('link', { name: 'My tickets' })).toHaveAttribute('href', '/my-tickets')
  })

  it('marks an unread notification read when it is followed from the home, and the home is asked for again on return', async () => {
    const server = serve({ me: meFixture(), home: memberHome() })
    const { user, router } = renderScreen('/', <HomeRoute />)
    const notes = within(await screen.findByRole('region', { name: 'Notifications' }))
    await user.click(notes.getByRole('link', { name: 'Sam mentioned you in "Pricing advice"' }))
    expect(await screen.findByText('Somewhere else')).toBeInTheDocument()
    await waitFor(() =>
      expect(
        server.requests.filter((r) => r.method === 'POST' && r.path === '/api/notifications'),
      ).toEqual([expect.objectContaining({ body: { ids: [1] } })]),
    )
    await act(() => router.navigate('/'))
    await screen.findByRole('region', { name: 'Notifications' })
    await waitFor(() => expect(homeRequests(server.requests)).toBe(2))
  })

  it('says when all is quiet: no ticket, no new replies, no events, no notifications', async () => {
    serve({
      me: meFixture(),
      home: memberHome(
        {
          next_ticket: null,
          new_replies: { since: null, threads: [] },
          notifications: { data: [], unread: 0 },
        },
        { events: [] },
      ),
    })
    renderScreen('/', <HomeRoute />)
    expect(await screen.findByText('You have no tickets for upcoming events.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Find an event' })).toHaveAttribute('href', '/events')
    expect(screen.getByText(/You are all caught up/)).toBeInTheDocument()
    expect(screen.getByText('Since you joined')).toBeInTheDocument()
    expect(screen.getByText('No upcoming events yet.')).toBeInTheDocument()
    // Creating events is for those allowed to.
    expect(screen.queryByRole('button', { name: 'Create an event' })).not.toBeInTheDocument()
    expect(screen.getByText(/Nothing yet/)).toBeInTheDocument()
  })

  it('offers those who may create events a way to create one when none is coming up', async () => {
    serve({
      me: meFixture({ permissions: ['events.view', 'events.create'] }),
      home: memberHome({}, { events: [] }),
    })
    renderScreen('/', <HomeRoute />)
    expect(await screen.findByRole('button', { name: 'Create an event' })).toBeInTheDocument()
  })

  it('leaves out the forum’s and the events’ sections while those areas are off', async () => {
    serve({
      me: meFixture(),
      settings: settingsFixture({
        is_forum_active: false,
        features: { ...settingsFixture().features, events: false },
      }),
      home: memberHome(),
    })
    renderScreen('/', <HomeRoute />)
    expect(await screen.findByRole('region', { name: 'Notifications' })).toBeInTheDocument()
    for (const name of ['Your next event', 'New replies', 'Upcoming events', 'Latest discussions'])
      expect(screen.queryByRole('region', { name })).not.toBeInTheDocument()
    const areas = within(screen.getByRole('navigation', { name: 'Your areas' }))
    expect(areas.queryByRole('link', { name: 'My tickets' })).not.toBeInTheDocument()
  })

  it('asks again for the member’s own page, not the visitor’s, after signing in', async () => {
    const { requests } = serve({ me: meFixture(), home: memberHome() })
    const { queryClient } = renderScreen('/', <HomeRoute />)
    await screen.findByRole('region', { name: 'Your next event' })
    await waitFor(() => expect(homeRequests(requests)).toBe(1))
    expect(queryClient.getQueryData(['home', 7])).toBeDefined()
    expect(queryClient.getQueryData(['home', 'visitor'])).toBeUndefined()
  })
})
