import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { EventPage } from '@/features/events/components/event-page'
import { meFixture } from '../helpers/fixtures'
import { renderScreen } from '../helpers/render'
import { baseTicket } from '../helpers/event-resource'
import { attendeeFixture, eventFixture, eventsServer } from './event-fixtures'

const attendees = Array.from({ length: 10 }, (_, i) => attendeeFixture(i + 1))
const attendeeNames = () =>
  within(screen.getByRole('region', { name: 'Attendees' }))
    .getAllByRole('article')
    .map((a) => a.getAttribute('aria-label'))

const page = (route = '/events/quiz-night') =>
  renderScreen(
    '/events/:slug',
    <EventPage
      slug="quiz-night"
      renderBooking={(e) => <p>Booking for {e.title}</p>}
      onEdit={() => undefined}
    />,
    {
      route,
    },
  )

const quiz = eventFixture({
  id: 1,
  slug: 'quiz-night',
  title: 'Quiz night',
  total_children: 1,
  latlng: { lat: 53.96, lng: -1.08 },
  address: { line_1: '1 Guild Street', town_city: 'York' },
  categories: [
    {
      id: 3,
      name: 'Social',
      slug: 'social',
      parent_id: null,
      type_id: 1,
      position: 0,
      img: null,
      group_id: null,
    },
  ],
  contactables: {
    tel: '01904 123456',
    website: 'https://guild.example',
    facebook: 'javascript:alert(1)',
  },
})
const round = eventFixture({ id: 2, slug: 'bonus-round', title: 'Bonus round', parent_id: 1 })

describe('single event', () => {
  it('shows the event with its map link, categories, contacts, sub-events and the booking slot', async () => {
    const { requests } = eventsServer({ events: [quiz, round], attendees })
    page()
    expect(await screen.findByRole('heading', { name: 'Quiz night', level: 1 })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'View map' })).toHaveAttribute(
      'href',
      expect.stringContaining('mlat=53.96&mlon=-1.08'),
    )
    expect(screen.getByText('Social')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '01904 123456' })).toHaveAttribute(
      'href',
      'tel:01904123456',
    )
    expect(screen.getByRole('link', { name: 'Website' })).toHaveAttribute(
      'href',
      'https://guild.example/',
    )
    // An address that is not a web link is never made into one.
    expect(screen.queryByRole('link', { name: 'Facebook' })).not.toBeInTheDocument()
    expect(await screen.findByRole('link', { name: 'Bonus round' })).toHaveAttribute(
      'href',
      '/events/bonus-round',
    )
    expect(screen.getByText('Booking for Quiz night')).toBeInTheDocument()
    // The sub-events came with the event: one request, no list call for them.
    expect(requests.find((r) => r.path === '/api/events/quiz-night')?.query.get('with')).toContain(
      'children',
    )
    expect(requests.filter((r) => r.path === '/api/events')).toEqual([])
  })

  it('puts price, dates and the one address above the booking in the call to action', async () => {
    eventsServer({
      events: [
        {
          ...quiz,
          // 7pm to 10pm London time on one winter evening.
          starts_at: '2027-01-08T19:00:00.000Z',
          ends_at: '2027-01-08T22:00:00.000Z',
          total_attendees: 12,
          tickets: [
            baseTicket({ id: 1, price: 12, price_formatted: '£12.00' }),
            baseTicket({ id: 2, price: 8, price_formatted: '£8.00' }),
          ],
        },
        round,
      ],
      attendees,
    })
    page()
    const card = within(await screen.findByRole('region', { name: 'Tickets' }))
    const facts = card.getByText('From £8.00')
    const start = card.getByText('Fri 8th Jan 2027 07:00pm')
    expect(start).toHaveAttribute('dateTime', '2027-01-08T19:00:00.000Z')
    const when = start.closest('p')!
    expect(when).toHaveTextContent(/^Fri 8th Jan 2027 07:00pm – 10:00pm$/)
    const address = card.getByText(/1 Guild Street, York/)
    expect(within(address).getByRole('link', { name: 'View map' })).toBeInTheDocument()
    expect(card.getByRole('link', { name: '12 attendees' })).toHaveAttribute('href', '#attendees')
    // The facts come before the booking controls, and the address is on the page once.
    const booking = card.getByText('Booking for Quiz night')
    for (const fact of [facts, when, address])
      expect(fact.compareDocumentPosition(booking) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(screen.getAllByText(/1 Guild Street/)).toHaveLength(1)
    expect(screen.getAllByRole('link', { name: 'View map' })).toHaveLength(1)
  })

  it('states no price of its own when the organiser sells the tickets', async () => {
    eventsServer({
      events: [
        eventFixture({
          slug: 'quiz-night',
          ticketing_managed_externally: true,
          link: 'https://tickets.example.com',
          tickets: [baseTicket({})],
        }),
      ],
    })
    page()
    const card = within(await screen.findByRole('region', { name: 'Tickets' }))
    expect(card.queryByText('Free')).not.toBeInTheDocument()
  })

  it('links to a map search when the event has an address but no pin', async () => {
    eventsServer({
      events: [
        eventFixture({
          slug: 'quiz-night',
          address: { line_1: '1 Guild Street', town_city: 'York' },
        }),
      ],
    })
    page()
    expect(await screen.findByRole('link', { name: 'View map' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/search?query=1%20Guild%20Street%2C%20York',
    )
  })

  it('shows 4 attendees, 4 more per click, from one call of page size 999', async () => {
    const { requests } = eventsServer({ events: [quiz, round], attendees })
    const { user } = page()
    await screen.findByText('Attendee 1')
    expect(attendeeNames()).toEqual(['Attendee 1', 'Attendee 2', 'Attendee 3', 'Attendee 4'])
    expect(screen.getByText('Company 1')).toBeInTheDocument()
    expect(screen.getByText('A1')).toBeInTheDocument() // initials stand in for a missing picture

    await user.click(screen.getByRole('button', { name: 'More attendees' }))
    expect(attendeeNames()).toHaveLength(8)
    await user.click(screen.getByRole('button', { name: 'More attendees' }))
    expect(attendeeNames()).toHaveLength(10)
    expect(screen.queryByRole('button', { name: 'More attendees' })).not.toBeInTheDocument()
    const calls = requests.filter((r) => r.path === '/api/event-attendees')
    expect(calls).toHaveLength(1)
    expect(calls[0]?.query.get('page_size')).toBe('999')
    expect(calls[0]?.query.get('event_id')).toBe('1')
  })

  it('hides the attendees when the event says so', async () => {
    const { requests } = eventsServer({
      events: [eventFixture({ slug: 'quiz-night', settings: { hide_attendees: true } })],
      attendees,
    })
    page()
    await screen.findByRole('heading', { name: 'Event 1', level: 1 })
    expect(screen.queryByRole('region', { name: 'Attendees' })).not.toBeInTheDocument()
    expect(requests.some((r) => r.path === '/api/event-attendees')).toBe(false)
  })

  it("offers Let's meet for other member attendees, not oneself, and not to visitors", async () => {
    const mine = [
      attendeeFixture(1),
      attendeeFixture(2, {
        user_id: 7,
        user: { id: 7, full_name: 'Ada Lovelace', slug: 'ada', img: null, company: null },
        full_name: 'Ada Lovelace',
      }),
    ]
    eventsServer({
      events: [eventFixture({ slug: 'quiz-night' })],
      attendees: mine,
      me: meFixture({ id: 7 }),
    })
    page()
    const other = within(await screen.findByRole('article', { name: 'Attendee 1' }))
    expect(other.getByRole('button', { name: "Let's meet" })).toBeInTheDocument()
    expect(
      within(screen.getByRole('article', { name: 'Ada Lovelace' })).queryByRole('button', {
        name: "Let's meet",
      }),
    ).not.toBeInTheDocument()
  })

  it("shows no Let's meet to visitors", async () => {
    eventsServer({ events: [eventFixture({ slug: 'quiz-night' })], attendees, me: null })
    page()
    await screen.findByText('Attendee 1')
    expect(screen.queryByRole('button', { name: "Let's meet" })).not.toBeInTheDocument()
  })

  it('scrolls to the attendees for /events/{slug}#attendees', async () => {
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => undefined)
    eventsServer({ events: [eventFixture({ slug: 'quiz-night' })], attendees })
    page('/events/quiz-night#attendees')
    await screen.findByText('Attendee 1')
    await waitFor(() => expect(scroll).toHaveBeenCalled())
    expect(scroll.mock.contexts[0]).toBe(document.getElementById('attendees'))
  })

  it('says when the event does not exist', async () => {
    eventsServer({ events: [] })
    page()
    expect(await screen.findByRole('heading', { name: 'Event not found' })).toBeInTheDocument()
  })

  it('offers Edit to the owner only', async () => {
    eventsServer({
      events: [eventFixture({ slug: 'quiz-night', user_id: 7 })],
      me: meFixture({ id: 7 }),
    })
    page()
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument()
  })

  it('hides Edit from other members', async () => {
    eventsServer({
      events: [eventFixture({ slug: 'quiz-night', user_id: 8 })],
      me: meFixture({ id: 7 }),
    })
    page()
    await screen.findByRole('heading', { name: 'Event 1', level: 1 })
    await screen.findByText('No attendees yet')
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument()
  })
})
