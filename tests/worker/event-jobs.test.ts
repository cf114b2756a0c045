import {
  createExecutionContext,
  createScheduledController,
  waitOnExecutionContext,
} from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import worker from '@worker/index'
import { eventOrders, eventWaitlist } from '@worker/db/schema'
import {
  attendeesOf,
  createEvent,
  limitedTicket,
  ordersOf,
  quickMember,
  reloadTicket,
  waitlistOf,
} from '../helpers/event-factories'
import { type api, apiAs, send } from '../helpers/api'
import { db } from '../helpers/factories'
import { call } from '../helpers/http'

const runJob = async () => {
  const ctx = createExecutionContext()
  await worker.scheduled(
    createScheduledController({ cron: '*/5 * * * *', scheduledTime: Date.now() }),
    env,
    ctx,
  )
  await waitOnExecutionContext(ctx)
}
const past = () => new Date(Date.now() - 60_000).toISOString()
type Session = { cookie: string | null }
type OrderInput = Parameters<(typeof api)['event-orders']['$post']>[0]['json']
const reserve = async (session: Session, eventId: number, extra: Partial<OrderInput> = {}) =>
  (
    await send(
      apiAs(session)['event-orders'].$post({
        json: { event_id: eventId, total_tickets: 1, ...extra },
      }),
    )
  ).body.data

describe('releasing lapsed bookings (cron */5 * * * *)', () => {
  it('cancels reservations past their expiry and returns their seats, once', async () => {
    const { event, tickets } = await createEvent({}, [limitedTicket(10)])
    const { event: sub, tickets: subTickets } = await createEvent({ parentId: event.id }, [
      limitedTicket(10),
    ])
    const lapsed = await quickMember()
    const fresh = await quickMember()
    const confirmed = await quickMember()
    const a = await reserve(lapsed.session, event.id, { subevents: [sub.id] })
    await reserve(fresh.session, event.id)
    const c = await reserve(confirmed.session, event.id)
    await call(`/api/event-orders/${c.id}/confirm`, { json: { reference: c.reference } })
    await db.update(eventOrders).set({ expiresAt: past() }).where(eq(eventOrders.id, a.id))
    expect((await reloadTicket(tickets[0]!.id)).totalRedeemed).toBe(3)

    await runJob()
    await runJob()
    const ticket = await reloadTicket(tickets[0]!.id)
    expect([ticket.totalRedeemed, ticket.totalUnredeemed]).toEqual([2, 1])
    expect((await reloadTicket(subTickets[0]!.id)).totalRedeemed).toBe(0)
    expect((await ordersOf(event.id)).map((o) => o.status)).toEqual([
      'cancelled',
      'reserved',
      'purchased',
    ])
    expect((await attendeesOf(event.id)).map((x) => x.userId)).toEqual([
      fresh.user.id,
      confirmed.user.id,
    ])
    const late = await call(`/api/event-orders/${a.id}/confirm`, {
      json: { reference: a.reference },
    })
    expect(late.status).toBe(409)
  })

  it('passes an expired waitlist offer to the next in line, then back on sale', async () => {
    const holder = await quickMember()
    const { event, tickets } = await createEvent({}, [limitedTicket(1)])
    const order = await reserve(holder.session, event.id)
    const first = await quickMember()
    const second = await quickMember()
    await call(`/api/events/${event.id}/waitlist`, { method: 'POST', session: first.session })
    await call(`/api/events/${event.id}/waitlist`, { method: 'POST', session: second.session })
    await call(`/api/event-orders/${order.id}`, { method: 'DELETE', session: holder.session })
    expect((await waitlistOf(event.id)).map((w) => w.status)).toEqual(['offered', 'waiting'])

    await db
      .update(eventWaitlist)
      .set({ offerExpiresAt: past() })
      .where(eq(eventWaitlist.userId, first.user.id))
    await runJob()
    await runJob()
    expect((await waitlistOf(event.id)).map((w) => w.status)).toEqual(['expired', 'offered'])
    expect((await reloadTicket(tickets[0]!.id)).totalHeld).toBe(1)
    const note = await env.DB.prepare(
      "SELECT count(*) AS n FROM notifications WHERE user_id = ? AND kind = 'event.waitlist_offer'",
    )
      .bind(second.user.id)
      .first<{ n: number }>()
    expect(note?.n).toBe(1)
    expect(
      (
        await call('/api/event-orders', {
          session: first.session,
          json: { event_id: event.id, total_tickets: 1 },
        })
      ).status,
    ).toBe(409)

    await db
      .update(eventWaitlist)
      .set({ offerExpiresAt: past() })
      .where(eq(eventWaitlist.userId, second.user.id))
    await runJob()
    expect((await waitlistOf(event.id)).map((w) => w.status)).toEqual(['expired', 'expired'])
    expect((await reloadTicket(tickets[0]!.id)).totalHeld).toBe(0)
    expect(
      (
        await call('/api/event-orders', {
          session: first.session,
          json: { event_id: event.id, total_tickets: 1 },
        })
      ).status,
    ).toBe(201)
  })
})
