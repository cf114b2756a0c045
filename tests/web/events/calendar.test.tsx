import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EventsCalendar } from '@/features/events/components/events-calendar'
import { fromLondonWallClock, toLondonWallClock } from '@/lib/calendar-time'
import { renderScreen } from '../helpers/render'
import { eventFixture, eventsServer } from './event-fixtures'

const filters = { scope: 'public' as const, q: '', categories: [] }

const summerQuiz = eventFixture({
  id: 5,
  slug: 'summer-quiz',
  title: 'Summer quiz',
  img: '/api/uploads/quiz.jpg',
  excerpt: 'Teams of four, prizes for the best.',
  starts_at: '2025-07-10T12:00:00.000Z',
  ends_at: '2025-07-10T14:00:00.000Z',
  address: { line_1: '1 Guild Street', town_city: 'York' },
  contactables: { facebook: 'guildquiz', twitter: '@guildquiz' },
  total_attendees: 12,
  has_unlimited_tickets: false,
  total_remaining_tickets: 8,
  price_formatted: '£12.50',
  user_is_attending: true,
})

/** Freezes the clock's date only (timers stay real) so the calendar opens on July 2025. */
const onDate = (iso: string) => vi.useFakeTimers({ now: new Date(iso), toFake: ['Date'] })

/** Makes the browser window narrower than 765 px for matchMedia. */
const narrowWindow = () => {
  const real = window.matchMedia.bind(window)
  vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
    query === '(max-width: 764px)' ? { ...real(query), matches: true, media: query } : real(query),
  )
}

afterEach(() => vi.useRealTimers())

describe('London wall-clock conversion', () => {
  it('shows summer UTC times an hour later and winter times unchanged', () => {
    expect(toLondonWallClock('2025-07-10T12:00:00.000Z')).toBe('2025-07-10T13:00:00')
    expect(toLondonWallClock('2025-01-10T12:00:00.000Z')).toBe('2025-01-10T12:00:00')
  })

  it('turns a calendar boundary (London midnight) back into the real instant', () => {
    expect(fromLondonWallClock(new Date('2025-06-30T00:00:00Z'))).toBe('2025-06-29T23:00:00.000Z')
    expect(fromLondonWallClock(new Date('2025-12-01T00:00:00Z'))).toBe('2025-12-01T00:00:00.000Z')
  })
})

describe('events calendar', () => {
  it('shows a month grid with prev, title, next and the view switch, asking for the visible range', async () => {
    onDate('2025-07-10T09:00:00Z')
    const { requests } = eventsServer({ events: [summerQuiz] })
    renderScreen('/events', <EventsCalendar filters={filters} showAvailability />)

    const event = await screen.findByText('Summer quiz')
    // 12:00 UTC in July is 13:00 in London, written as the app writes times (not '13:00').
    expect(
      within(event.closest('a, .fc-event') ?? document.body).getByText('01:00pm'),
    ).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'July 2025' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Next month' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Month' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'List' })).toBeInTheDocument()
    expect(document.querySelector('.fc-dayGridMonth-view')).not.toBeNull()

    const call = requests.find((r) => r.path === '/api/events')
    // The grid runs Monday 30 June to Sunday 10 August, London time.
    expect(call?.query.get('starts_at_from')).toBe('2025-06-29T23:00:00.000Z')
    expect(call?.query.get('starts_at_to')).toBe('2025-08-10T23:00:00.000Z')
    expect(call?.query.get('per_page')).toBe('1000')
  })

  it('moves to the next month and asks for its events', async () => {
    onDate('2025-07-10T09:00:00Z')
    const { requests } = eventsServer({ events: [summerQuiz] })
    const { user } = renderScreen('/events', <EventsCalendar filters={filters} showAvailability />)
    await screen.findByText('Summer quiz')
    await user.click(screen.getByRole('button', { name: 'Next month' }))
    expect(await screen.findByRole('heading', { name: 'August 2025' })).toBeInTheDocument()
    expect(requests.at(-1)?.query.get('starts_at_from')).toBe('2025-07-27T23:00:00.000Z')
  })

  it('is a week list without the view switch under 765 px', async () => {
    onDate('2025-07-10T09:00:00Z')
    narrowWindow()
    eventsServer({ events: [summerQuiz] })
    renderScreen('/events', <EventsCalendar filters={filters} showAvailability />)
    expect(await screen.findByText('Summer quiz')).toBeInTheDocument()
    expect(document.querySelector('.fc-listWeek-view')).not.toBeNull()
    // The week and its days in the app's date style, not 'July 10, 2025' or '13:00 - 15:00'.
    expect(screen.getByRole('heading', { name: '7th – 13th Jul 2025' })).toBeInTheDocument()
    expect(screen.getByText('Thu 10th Jul 2025')).toBeInTheDocument()
    expect(screen.getByText('01:00pm – 03:00pm')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Month' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Next week' })).toBeInTheDocument()
  })

  it('opens a summary of the event with a View button to its page', async () => {
    onDate('2025-07-10T09:00:00Z')
    eventsServer({ events: [summerQuiz] })
    const { user } = renderScreen('/events', <EventsCalendar filters={filters} showAvailability />)
    await user.click(await screen.findByText('Summer quiz'))

    const dialog = await screen.findByRole('dialog', { name: 'Summer quiz' })
    const inside = within(dialog)
    expect(inside.getByText('You are attending this event')).toBeInTheDocument()
    expect(inside.getByText('Thu 10th Jul 2025 01:00pm')).toBeInTheDocument()
    expect(inside.getByText('1 Guild Street, York')).toBeInTheDocument()
    expect(inside.getByText('Teams of four, prizes for the best.')).toBeInTheDocument()
    expect(inside.getByText('12 attendees')).toBeInTheDocument()
    expect(inside.getByText('8 tickets left')).toBeInTheDocument()
    expect(inside.getByText('£12.50')).toBeInTheDocument()
    expect(inside.getByText('Attending')).toBeInTheDocument()
    expect(inside.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      'https://www.facebook.com/guildquiz',
    )
    expect(inside.getByRole('link', { name: 'Twitter' })).toHaveAttribute(
      'href',
      'https://twitter.com/guildquiz',
    )
    expect(dialog.querySelector('img')).toHaveAttribute('src', '/api/uploads/quiz.jpg')

    await user.click(inside.getByRole('link', { name: 'View' }))
    expect(await screen.findByTestId('location')).toHaveTextContent('/events/summer-quiz')
  })

  it('marks drafts and leaves availability out when the site hides it', async () => {
    onDate('2025-07-10T09:00:00Z')
    eventsServer({ events: [eventFixture({ title: 'Planning', status: 'draft' })] })
    const { user } = renderScreen(
      '/events',
      <EventsCalendar filters={filters} showAvailability={false} />,
    )
    await user.click(await screen.findByText('Planning (Draft)'))
    const dialog = await screen.findByRole('dialog', { name: 'Planning' })
    expect(within(dialog).getByText('Draft')).toBeInTheDocument()
    expect(within(dialog).queryByText('Available')).not.toBeInTheDocument()
  })
})
