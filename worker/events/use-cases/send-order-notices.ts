import { inArray } from 'drizzle-orm'
import type { Deps } from '../../lib/deps'
import { events, users } from '../../db/schema'
import { sendMail } from '../../mail/mailer'
import { notify } from '../../notifications/notify'
import { formatDateTime } from '../../lib/display-time'
import type { OfferedRow } from '../event-seats.queries'

/**
 * Messages that follow a booking change: order placed (member notification, or an email for a
 * visitor) and waitlist offers. Sent after the write; a failure is logged, never rolled back.
 */

const logFailure = (what: string) => (error: unknown) => console.error(`${what} failed`, error)

type PlacedOrder = { reference: string; totalTickets: number; userId: number | null }
type OrderEvent = { title: string; slug: string; startsAt: string }

export const tellOrderPlaced = async (
  deps: Pick<Deps, 'db' | 'env'>,
  order: PlacedOrder,
  event: OrderEvent,
  buyer: { id: number; email: string; forename: string; surname: string } | undefined,
  firstAttendeeEmail: string | undefined,
) => {
  const title = `Your tickets for ${event.title}`
  const tickets = order.totalTickets === 1 ? '1 ticket' : `${order.totalTickets} tickets`
  const body = `Your order for ${tickets} to ${event.title} on ${formatDateTime(event.startsAt)} is confirmed.`
  if (buyer) {
    // A member's tickets are one tap away in My tickets: no order reference (a UUID) to read.
    await notify(deps, buyer, 'event.order_placed', {
      title,
      body: `${body} Your tickets are in My tickets.`,
      link: '/my-tickets',
      values: { event_title: event.title, tickets, starts_at: formatDateTime(event.startsAt) },
    }).catch(logFailure('order notification'))
  } else if (firstAttendeeEmail) {
    const link = new URL(`/events/${event.slug}`, deps.env.SITE_URL).toString()
    await sendMail(deps, {
      to: firstAttendeeEmail,
      subject: title,
      // A guest has no account to look the order up in: the reference is theirs to quote.
      text: `${body} Your booking reference is ${order.reference}.\n\n${link}`,
    }).catch(logFailure('order email'))
  }
}

/** Tells each member offered a held seat, with the time the hold ends. */
export const tellOffers = async (deps: Pick<Deps, 'db' | 'env'>, offers: OfferedRow[]) => {
  if (offers.length === 0) return
  const { db } = deps
  try {
    const [people, offeredEvents] = await db.batch([
      db
        .select({
          id: users.id,
          email: users.email,
          forename: users.forename,
          surname: users.surname,
        })
        .from(users)
        .where(
          inArray(
            users.id,
            offers.map((o) => o.userId),
          ),
        ),
      db
        .select({ id: events.id, title: events.title, slug: events.slug })
        .from(events)
        .where(
          inArray(
            events.id,
            offers.map((o) => o.eventId),
          ),
        ),
    ])
    await Promise.all(
      offers.map((offer) => {
        const person = people.find((p) => p.id === offer.userId)
        const event = offeredEvents.find((e) => e.id === offer.eventId)
        if (!person || !event) return undefined
        const until = offer.offerExpiresAt ? ` until ${formatDateTime(offer.offerExpiresAt)}` : ''
        return notify(deps, person, 'event.waitlist_offer', {
          title: `A seat is free for you at ${event.title}`,
          body: `A seat has come free and is held for you${until}. Book it before then or it passes to the next person waiting.`,
          link: `/events/${event.slug}`,
          values: {
            event_title: event.title,
            hold_until: offer.offerExpiresAt
              ? formatDateTime(offer.offerExpiresAt)
              : 'further notice',
          },
        })
      }),
    )
  } catch (error) {
    logFailure('waitlist offer notification')(error)
  }
}
