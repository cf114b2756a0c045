import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { EventBookingPanel, PHONE_QUERY } from '@/features/tickets/components/event-booking-panel'
import { mockFetch } from '../helpers/fetch-mock'
import { renderScreen } from '../helpers/render'
import { eventFixture, ticketFixture } from './ticket-fixtures'

/** A window narrower than 768 px, as matchMedia answers it. */
const phoneWindow = () => {
  const real = window.matchMedia.bind(window)
  vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
    query === PHONE_QUERY ? { ...real(query), matches: true, media: query } : real(query),
  )
}

/** The bar fixed to the bottom of a phone's window (found by its marker; it has no landmark). */
const bar = () => document.querySelector<HTMLElement>('[data-booking-bar]')

const paid = eventFixture({
  payment_required: true,
  tickets: [
    ticketFixture({ id: 11, label: 'Member', price: 8, price_formatted: '£8.00' }),
    ticketFixture({ id: 12, label: 'Guest', price: 12, price_formatted: '£12.00' }),
  ],
})
const PAST_START = new Date(Date.now() - 3 * 86_400_000).toISOString()
const PAST_END = new Date(Date.now() - 3 * 86_400_000 + 7_200_000).toISOString()

beforeEach(() => {
  mockFetch(() => undefined)
})

describe('the booking bar on phones (under 768 px)', () => {
  it('shows the price, the start and Order Tickets, and that is the page’s only Order Tickets', async () => {
    phoneWindow()
    const { user } = renderScreen('/events/summer-social', <EventBookingPanel event={paid} />)
    const shown = bar()
    expect(shown).not.toBeNull()
    expect(within(shown!).getByText('From £8.00')).toBeInTheDocument()
    expect(
      within(shown!).getByText(/^\w{3} \d{1,2}(st|nd|rd|th) \w{3} \d{4} \d{2}:\d{2}[ap]m$/),
    ).toBeInTheDocument()
    const order = within(shown!).getByRole('button', { name: 'Order Tickets' })
    expect(screen.getAllByRole('button', { name: 'Order Tickets' })).toEqual([order])

    // The same action as the card's button: the order modal.
    await user.click(order)
    expect(await screen.findByRole('dialog', { name: 'Order Tickets' })).toBeInTheDocument()
  })

  it('says Free for a free event and carries one-click Attend for a member', () => {
    phoneWindow()
    renderScreen('/events/summer-social', <EventBookingPanel event={eventFixture()} signedIn />)
    const shown = bar()!
    expect(within(shown).getByText('Free')).toBeInTheDocument()
    expect(within(shown).getByRole('button', { name: 'Attend' })).toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: 'Attend' })).toHaveLength(1)
    // Guests still come through the order modal, from the card.
    expect(screen.getByRole('button', { name: 'Order Tickets' })).toBeInTheDocument()
  })

  it('is not there on a wider window, where the card holds the button', () => {
    renderScreen('/events/summer-social', <EventBookingPanel event={paid} />)
    expect(bar()).toBeNull()
    expect(screen.getAllByRole('button', { name: 'Order Tickets' })).toHaveLength(1)
  })

  it('goes once the event has ended, which the page says', () => {
    phoneWindow()
    const over = eventFixture({ starts_at: PAST_START, ends_at: PAST_END })
    renderScreen('/events/summer-social', <EventBookingPanel event={over} signedIn />)
    expect(bar()).toBeNull()
    expect(screen.getByText('This event has ended')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Order Tickets|Attend/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Add to calendar' })).not.toBeInTheDocument()
  })

  it('goes when the event is sold out, which the page says beside the waitlist', () => {
    phoneWindow()
    const soldOut = eventFixture({ has_unlimited_tickets: false, has_remaining_tickets: false })
    renderScreen('/events/summer-social', <EventBookingPanel event={soldOut} signedIn />)
    expect(bar()).toBeNull()
    expect(screen.getByText('Sold out')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Join the waitlist' })).toBeInTheDocument()
  })

  it('comes back for a member offered a held seat, with Order Tickets', () => {
    phoneWindow()
    const offered = eventFixture({
      has_unlimited_tickets: false,
      has_remaining_tickets: false,
      user_waitlist: { status: 'offered', offer_expires_at: null, position: 1 },
    })
    renderScreen('/events/summer-social', <EventBookingPanel event={offered} signedIn />)
    expect(within(bar()!).getByRole('button', { name: 'Order Tickets' })).toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: 'Order Tickets' })).toHaveLength(1)
  })

  it('goes once the member is attending', () => {
    phoneWindow()
    const attending = eventFixture({
      user_is_attending: true,
      userOrder: {
        id: 5,
        reference: 'ref-0123456789',
        status: 'purchased',
        total_tickets: 1,
        ticket_id: 11,
        subevent_ids: [],
        price_formatted: 'Free',
      },
    })
    renderScreen('/events/summer-social', <EventBookingPanel event={attending} signedIn />)
    expect(bar()).toBeNull()
    expect(screen.getByText('You are attending this event')).toBeInTheDocument()
  })

  it('links out for tickets sold by the organiser, without a price of ours', () => {
    phoneWindow()
    const external = eventFixture({
      ticketing_managed_externally: true,
      link: 'https://tickets.example.com/summer',
    })
    renderScreen('/events/summer-social', <EventBookingPanel event={external} />)
    const shown = bar()!
    expect(within(shown).getByRole('link', { name: 'Get tickets' })).toHaveAttribute(
      'href',
      'https://tickets.example.com/summer',
    )
    expect(within(shown).queryByText('Free')).not.toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: 'Get tickets' })).toHaveLength(1)
  })
})
