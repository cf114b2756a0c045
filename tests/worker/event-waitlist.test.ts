import { env } from 'cloudflare:workers'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { eventWaitlist } from '@worker/db/schema'
import {
  createEvent,
  limitedTicket,
  quickMember,
  reloadTicket,
  waitlistOf,
} from '../helpers/event-factories'
import { apiAs, errorOf, send } from '../helpers/api'
import { db } from '../helpers/factories'
import { call, type Session } from '../helpers/http'

const book = async (session: Session, eventId: number) =>
  send(apiAs(session)['event-orders'].$post({ json: { event_id: eventId, total_tickets: 1 } }))
const join = (session: Session | null, eventId: number) =>
  send(apiAs(session).events[':id'].waitlist.$post({ param: { id: String(eventId) } }))
const offersFor = (userId: number) =>
  env.DB.prepare(
    "SELECT title, body, link FROM notifications WHERE user_id = ? AND kind = 'event.waitlist_offer'",
  )
    .bind(userId)
    .all<{ title: string; body: string; link: string }>()

/** An event with one seat, taken by `holder`. */
const soldOut = async () => {
  const holder = await quickMember()
  const { event, tickets } = await createEvent({ title: 'Sold out gig' }, [limitedTicket(1)])
  const order = (await book(holder.session, event.id)).body.data
  return { event, ticket: tickets[0]!, holder, order }
}

describe('POST /api/events/{id}/waitlist', () => {
  it('queues members only when the event is sold out, in the order they joined', async () => {
    const { event } = await createEvent({}, [limitedTicket(5, 4)])
    const early = await quickMember()
    const refused = await join(early.session, event.id)
    expect(refused.status).toBe(422)
    expect(errorOf(refused).errors?.event_id).toEqual(['There are still tickets available'])

    const { event: full, holder } = await soldOut()
    const first = await join(early.session, full.id)
    expect(first.status).toBe(201)
    expect(first.body.data).toEqual({ status: 'waiting', offer_expires_at: null, position: 1 })
    const second = await quickMember()
    expect((await join(second.session, full.id)).body.data.position).toBe(2)
    // Joining twice changes nothing.
    expect((await join(early.session, full.id)).body.data.position).toBe(1)
    const attending = await join(holder.session, full.id)
    expect(attending.status).toBe(409)
    expect(errorOf(attending).message).toBe('You are already attending this event')
    expect((await join(null, full.id)).status).toBe(401)
    const { event: pending } = await createEvent({ status: 'pending' }, [limitedTicket(1, 1)])
    expect((await join(early.session, pending.id)).status).toBe(404)
  })

  it('puts a member who left back at the end of the queue', async () => {
    const { event } = await soldOut()
    const a = await quickMember()
    const b = await quickMember()
    await join(a.session, event.id)
    await join(b.session, event.id)
    expect(
      (await call(`/api/events/${event.id}/waitlist`, { method: 'DELETE', session: a.session }))
        .body.data,
    ).toEqual({ event_id: event.id, left: true })
    expect(
      (await call(`/api/events/${event.id}/waitlist`, { method: 'DELETE', session: a.session }))
        .status,
    ).toBe(404)
    expect((await join(a.session, event.id)).body.data.position).toBe(2)
    expect((await waitlistOf(event.id)).map((w) => [w.userId, w.status])).toEqual([
      [b.user.id, 'waiting'],
      [a.user.id, 'waiting'],
    ])
  })
})

describe('a cancelled seat goes to the waitlist', () => {
  it('holds the seat for the first in line, who books it while everyone else is refused', async () => {
    const { event, ticket, holder, order } = await soldOut()
    const first = await quickMember()
    const second = await quickMember()
    const outsider = await quickMember()
    await join(first.session, event.id)
    await join(second.session, event.id)

    expect(
      (await call(`/api/event-orders/${order.id}`, { method: 'DELETE', session: holder.session }))
        .status,
    ).toBe(200)
    const held = await reloadTicket(ticket.id)
    expect([held.totalRedeemed, held.totalHeld, held.totalUnredeemed]).toEqual([0, 1, 1])
    const [note] = (await offersFor(first.user.id)).results
    expect(note).toMatchObject({
      title: 'A seat is free for you at Sold out gig',
      link: `/events/${event.slug}`,
    })
    // The hold's end in the app's date style ('Fri 11th Jan 2030 06:30pm').
    expect(note!.body).toMatch(
      /held for you until \w{3} \d{1,2}(st|nd|rd|th) \w{3} \d{4} \d{2}:\d{2}[ap]m\./,
    )
    expect((await offersFor(second.user.id)).results).toEqual([])
    expect((await waitlistOf(event.id)).map((w) => w.status)).toEqual(['offered', 'waiting'])

    expect((await book(outsider.session, event.id)).status).toBe(409)
    expect((await book(second.session, event.id)).status).toBe(409)
    const booked = await book(first.session, event.id)
    expect(booked.status).toBe(201)
    const after = await reloadTicket(ticket.id)
    expect([after.totalRedeemed, after.totalHeld]).toEqual([1, 0])
    expect((await waitlistOf(event.id)).map((w) => w.status)).toEqual(['booked', 'waiting'])
  })

  it('passes a held seat on when its holder leaves the queue', async () => {
    const { event, ticket, holder, order } = await soldOut()
    const first = await quickMember()
    const second = await quickMember()
    await join(first.session, event.id)
    await join(second.session, event.id)
    await call(`/api/event-orders/${order.id}`, { method: 'DELETE', session: holder.session })
    await call(`/api/events/${event.id}/waitlist`, { method: 'DELETE', session: first.session })
    expect((await waitlistOf(event.id)).map((w) => w.status)).toEqual(['left', 'offered'])
    expect((await offersFor(second.user.id)).results).toHaveLength(1)
    expect((await reloadTicket(ticket.id)).totalHeld).toBe(1)
    await call(`/api/events/${event.id}/waitlist`, { method: 'DELETE', session: second.session })
    // Nobody left waiting: the seat is back on sale.
    expect((await reloadTicket(ticket.id)).totalHeld).toBe(0)
    const anyone = await quickMember()
    expect((await book(anyone.session, event.id)).status).toBe(201)
  })

  it('does not let an expired offer be used', async () => {
    const { event, holder, order } = await soldOut()
    const first = await quickMember()
    await join(first.session, event.id)
    await call(`/api/event-orders/${order.id}`, { method: 'DELETE', session: holder.session })
    await db
      .update(eventWaitlist)
      .set({ offerExpiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(eventWaitlist.eventId, event.id))
    expect((await book(first.session, event.id)).status).toBe(409)
  })
})
