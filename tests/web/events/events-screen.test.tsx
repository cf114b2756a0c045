import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { EventsScreen } from '@/features/events/components/events-screen'
import { MyEventsScreen } from '@/features/events/components/my-events-screen'
import { meFixture } from '../helpers/fixtures'
import { renderScreen } from '../helpers/render'
import { eventFixture, eventsServer } from './event-fixtures'

const many = (n: number) =>
  Array.from({ length: n }, (_, i) => eventFixture({ id: i + 1, title: `Event ${i + 1}` }))
const cardTitles = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('link').textContent)
const card = (title: string) => screen.getByRole('article', { name: title })

describe('events list', () => {
  it('shows 6 events, then 3 more per "Load more", without repeats', async () => {
    const { requests } = eventsServer({ events: many(11) })
    const { user } = renderScreen('/events', <EventsScreen />)
    await screen.findByText('Event 1')
    expect(cardTitles()).toHaveLength(6)

    await user.click(screen.getByRole('button', { name: 'Load more' }))
    await screen.findByText('Event 9')
    expect(cardTitles()).toEqual(Array.from({ length: 9 }, (_, i) => `Event ${i + 1}`))

    await user.click(screen.getByRole('button', { name: 'Load more' }))
    await screen.findByText('Event 11')
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument()
    const lists = requests.filter((r) => r.path === '/api/events')
    expect(lists.map((r) => `${r.query.get('page')}/${r.query.get('per_page')}`)).toEqual([
      '1/6',
      '3/3',
      '4/3',
    ])
    // Upcoming and ongoing top-level events only.
    expect(lists[0]?.query.get('ends_at_from')).toBe('now')
    expect(lists[0]?.query.get('is_parent')).toBe('1')
  })

  it('searches by title and says "No events found" when nothing matches', async () => {
    const { requests } = eventsServer({
      events: [
        eventFixture({ id: 1, title: 'Pub quiz' }),
        eventFixture({ id: 2, title: 'Summer fair' }),
      ],
    })
    const { user } = renderScreen('/events', <EventsScreen />)
    await screen.findByText('Summer fair')

    await user.type(screen.getByRole('searchbox', { name: 'Search events' }), 'quiz')
    await waitFor(() => expect(screen.queryByText('Summer fair')).not.toBeInTheDocument())
    expect(cardTitles()).toEqual(['Pub quiz'])
    expect(screen.getByTestId('location')).toHaveTextContent('/events?q=quiz')
    expect(requests.at(-1)?.query.get('q')).toBe('quiz')

    await user.clear(screen.getByRole('searchbox', { name: 'Search events' }))
    await user.type(screen.getByRole('searchbox', { name: 'Search events' }), 'zzxq')
    expect(await screen.findByText('No events found')).toBeInTheDocument()
    expect(screen.queryAllByRole('article')).toHaveLength(0)
  })

  it('filters by the categories[] in the address, and the select writes it there', async () => {
    const music = {
      id: 3,
      name: 'Music',
      slug: 'music',
      parent_id: null,
      type_id: 1,
      position: 0,
      img: null,
      group_id: null,
    }
    const { requests } = eventsServer({
      categories: [
        { id: 3, name: 'Music' },
        { id: 4, name: 'Sport' },
      ],
      events: [
        eventFixture({ id: 1, title: 'Gig', categories: [music] }),
        eventFixture({ id: 2, title: 'Fun run' }),
      ],
    })
    const { user } = renderScreen('/events', <EventsScreen />, { route: '/events?categories[]=3' })
    await screen.findByText('Gig')
    expect(screen.queryByText('Fun run')).not.toBeInTheDocument()
    expect(requests.find((r) => r.path === '/api/events')?.query.getAll('categories[]')).toEqual([
      '3',
    ])
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('Music')

    await user.click(screen.getByRole('combobox', { name: 'Category' }))
    await user.click(await screen.findByRole('option', { name: 'Sport' }))
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/events?categories%5B%5D=4'),
    )
    expect(await screen.findByText('No events found')).toBeInTheDocument()
    expect(requests.at(-1)?.query.getAll('categories[]')).toEqual(['4'])
  })

  it('shows date, address, attendees, tickets left or unlimited, and price on each card', async () => {
    eventsServer({
      events: [
        eventFixture({
          id: 1,
          title: 'Quiz',
          starts_at: '2025-11-21T19:30:00.000Z',
          address: { line_1: '1 Guild Street', town_city: 'York', postcode: 'YO1 1AA' },
          total_attendees: 3,
          has_unlimited_tickets: false,
          total_remaining_tickets: 7,
          price_formatted: '€5.00',
        }),
        eventFixture({ id: 2, title: 'Open day', total_attendees: 1 }),
        eventFixture({ id: 3, title: 'New talk', total_attendees: 0 }),
      ],
    })
    renderScreen('/events', <EventsScreen />)
    await screen.findByText('Quiz')
    const quiz = within(card('Quiz'))
    expect(quiz.getByText('Fri 21st Nov 2025 07:30pm')).toBeInTheDocument()
    expect(quiz.getByText('1 Guild Street, York, YO1 1AA')).toBeInTheDocument()
    expect(quiz.getByText('3 attendees')).toBeInTheDocument()
    expect(quiz.getByText('7 tickets left')).toBeInTheDocument()
    expect(quiz.getByText('€5.00')).toBeInTheDocument()
    expect(quiz.getByRole('link', { name: 'Quiz' })).toHaveAttribute('href', '/events/event-1')
    const open = within(card('Open day'))
    expect(open.getByText('Unlimited tickets')).toBeInTheDocument()
    expect(open.getByText('1 attendee')).toBeInTheDocument()
    expect(open.getByText('Free')).toBeInTheDocument()
    // No one yet: the card says nothing rather than "0 attendees".
    expect(within(card('New talk')).queryByText(/attendee/)).not.toBeInTheDocument()
  })

  const labelled = [
    eventFixture({ id: 1, title: 'Going', user_is_attending: true }),
    eventFixture({
      id: 2,
      title: 'Open',
      has_unlimited_tickets: false,
      has_remaining_tickets: true,
      total_remaining_tickets: 2,
    }),
    eventFixture({
      id: 3,
      title: 'Full',
      has_unlimited_tickets: false,
      has_remaining_tickets: false,
    }),
  ]

  it('labels attending, available and sold out when the site shows availability', async () => {
    eventsServer({ events: labelled, settings: { display_event_availability: true } })
    renderScreen('/events', <EventsScreen />)
    await screen.findByText('Going')
    expect(within(card('Going')).getByText('Attending')).toBeInTheDocument()
    expect(within(card('Open')).getByText('Available')).toBeInTheDocument()
    expect(within(card('Full')).getByText('Sold out')).toBeInTheDocument()
  })

  it('shows no availability labels when the site hides them', async () => {
    eventsServer({ events: labelled, settings: { display_event_availability: false } })
    renderScreen('/events', <EventsScreen />)
    await screen.findByText('Going')
    for (const label of ['Attending', 'Available', 'Sold out'])
      expect(screen.queryByText(label)).not.toBeInTheDocument()
  })

  it.each([
    { who: 'the owner', me: meFixture({ id: 99 }), sees: ['Mine'] },
    {
      who: 'a manager (events.manage)',
      me: meFixture({ id: 7, permissions: ['events.view', 'events.manage'] }),
      sees: ['Mine', 'Theirs'],
    },
    { who: 'another member', me: meFixture({ id: 7 }), sees: [] },
    { who: 'a visitor', me: null, sees: [] },
  ])('offers Edit to $who only where allowed', async ({ me, sees }) => {
    eventsServer({
      me,
      events: [
        eventFixture({ id: 1, title: 'Mine', user_id: 99 }),
        eventFixture({ id: 2, title: 'Theirs', user_id: 50 }),
      ],
    })
    renderScreen('/events', <EventsScreen onEdit={() => undefined} />)
    await screen.findByText('Theirs')
    await waitFor(() =>
      expect(
        ['Mine', 'Theirs'].filter((t) => within(card(t)).queryByRole('button', { name: 'Edit' })),
      ).toEqual(sees),
    )
  })

  it('hands the event to the editor when Edit is pressed', async () => {
    eventsServer({
      me: meFixture({ id: 99 }),
      events: [eventFixture({ id: 1, title: 'Mine', user_id: 99 })],
    })
    const edited: string[] = []
    const { user } = renderScreen('/events', <EventsScreen onEdit={(e) => edited.push(e.title)} />)
    await user.click(
      await within(await screen.findByRole('article', { name: 'Mine' })).findByRole('button', {
        name: 'Edit',
      }),
    )
    expect(edited).toEqual(['Mine'])
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/events$/)
  })

  it('switches to the calendar and back, keeping the view in the address', async () => {
    eventsServer({ events: [eventFixture({ id: 1, title: 'Quiz' })] })
    const { user } = renderScreen('/events', <EventsScreen />)
    await screen.findByText('Quiz')
    await user.click(screen.getByRole('radio', { name: 'Calendar' }))
    expect(await screen.findByRole('button', { name: /^Next/ })).toBeInTheDocument()
    expect(screen.getByTestId('location')).toHaveTextContent('/events?view=calendar')
    await user.click(screen.getByRole('radio', { name: 'List' }))
    expect(await screen.findByRole('article', { name: 'Quiz' })).toBeInTheDocument()
  })
})

describe('my events', () => {
  it("lists the member's own events, drafts marked, newest first", async () => {
    const { requests } = eventsServer({
      me: meFixture({ id: 42 }),
      events: [eventFixture({ id: 1, title: 'Idea', status: 'draft', user_id: 42 })],
    })
    renderScreen('/my-events', <MyEventsScreen onEdit={() => undefined} />)
    expect(await screen.findByRole('heading', { name: 'My events' })).toBeInTheDocument()
    const idea = within(await screen.findByRole('article', { name: 'Idea' }))
    expect(idea.getByText('Draft')).toBeInTheDocument()
    expect(idea.getByRole('button', { name: 'Edit' })).toBeInTheDocument()
    const call = requests.find((r) => r.path === '/api/events')
    expect(call?.query.get('user_id')).toBe('42')
    expect(call?.query.get('order')).toBe('desc')
    expect(call?.query.has('ends_at_from')).toBe(false)
    expect(screen.getByRole('radio', { name: 'Calendar' })).toBeInTheDocument()
  })

  it('marks each event that is not public with its status; approved ones carry no marker', async () => {
    eventsServer({
      me: meFixture({ id: 42 }),
      events: [
        eventFixture({ id: 1, title: 'Waiting', status: 'pending', user_id: 42 }),
        eventFixture({ id: 2, title: 'Turned down', status: 'rejected', user_id: 42 }),
        eventFixture({ id: 3, title: 'Live', status: 'approved', user_id: 42 }),
      ],
    })
    renderScreen('/my-events', <MyEventsScreen onEdit={() => undefined} />)
    expect(
      within(await screen.findByRole('article', { name: 'Waiting' })).getByText(
        'Awaiting approval',
      ),
    ).toBeInTheDocument()
    expect(
      within(screen.getByRole('article', { name: 'Turned down' })).getByText('Rejected'),
    ).toBeInTheDocument()
    const live = within(screen.getByRole('article', { name: 'Live' }))
    expect(live.queryByText(/Draft|Awaiting approval|Rejected/)).not.toBeInTheDocument()
  })
})
