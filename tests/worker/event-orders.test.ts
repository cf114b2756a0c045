import { env, exports } from 'cloudflare:workers'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { eventOrders, events, eventTickets } from '@worker/db/schema'
import type { OrderCost, OrderResource } from '@worker/events/event-orders.schemas'
import { solveCaptcha } from '../helpers/captcha'
import {
  attendeesOf,
  createEvent,
  createOrder,
  limitedTicket,
  ordersOf,
  quickMember,
  reloadTicket,
} from '../helpers/event-factories'
import { db, signedInAs } from '../helpers/factories'
import { call } from '../helpers/http'

const DAY = 86_400_000
const costOf = (res: { body: { data?: unknown } }) => res.body.data as OrderCost
const orderOf = (res: { body: { data?: unknown } }) => res.body.data as OrderResource

/** An event with a priced limited ticket and two sub-events of £5 (the second sold out). */
const eventWithSubevents = async () => {
  const { event, tickets } = await createEvent({ paymentRequired: true }, [
    limitedTicket(10, 3, 1250),
  ])
  const { event: open } = await createEvent({ parentId: event.id }, [limitedTicket(20, 0, 500)])
  const { event: full } = await createEvent({ parentId: event.id }, [limitedTicket(5, 5, 500)])
  return { event, ticket: tickets[0]!, open, full }
}

describe('GET /api/event-orders/cost', () => {
  it('prices the ticket plus each chosen sub-event per seat, and reports seats left', async () => {
    const { event, ticket, open, full } = await eventWithSubevents()
    const res = await call(
      `/api/event-orders/cost?event_id=${event.id}&total_tickets=2&subevents[]=${open.id}`,
    )
    expect(res.status).toBe(200)
    expect(costOf(res)).toEqual({
      payment_required: true,
      total_tickets: 2,
      ticket_price: 12.5,
      ticket_price_formatted: '£12.50',
      total_cost: 35,
      total_cost_formatted: '£35.00',
      total_remaining_tickets: 7,
      unavailable_subevents: [full.id],
    })
    // ticket_id chooses explicitly; the other spelling of subevents works too.
    const same = await call(
      `/api/event-orders/cost?event_id=${event.id}&ticket_id=${ticket.id}&total_tickets=1&subevents=${open.id}`,
    )
    expect(costOf(same).total_cost_formatted).toBe('£17.50')
  })

  it('says a free unlimited ticket needs no payment', async () => {
    const { event } = await createEvent()
    const cost = costOf(await call(`/api/event-orders/cost?event_id=${event.id}`))
    expect(cost).toMatchObject({
      payment_required: false,
      ticket_price_formatted: 'Free',
      total_cost_formatted: '£0.00',
      total_remaining_tickets: null,
    })
  })

  it('refuses a ticket of another event, a sub-event that is not a child, and a missing event id', async () => {
    const { event } = await createEvent()
    const { event: other, tickets } = await createEvent()
    const wrongTicket = await call(
      `/api/event-orders/cost?event_id=${event.id}&ticket_id=${tickets[0]!.id}`,
    )
    expect(wrongTicket.status).toBe(422)
    expect(wrongTicket.body.errors).toHaveProperty('ticket_id')
    const wrongSub = await call(
      `/api/event-orders/cost?event_id=${event.id}&subevents[]=${other.id}`,
    )
    expect(wrongSub.status).toBe(422)
    expect(wrongSub.body.errors).toHaveProperty('subevents')
    const noEvent = await call('/api/event-orders/cost')
    expect(noEvent.status).toBe(422)
    expect(noEvent.body.errors?.event_id).toEqual(['No eventId provided to controller'])
  })

  it('is 404 for an event that is not approved, unless the caller manages it', async () => {
    const { event } = await createEvent({ status: 'pending' })
    expect((await call(`/api/event-orders/cost?event_id=${event.id}`)).status).toBe(404)
    const { session } = await signedInAs('admin')
    expect((await call(`/api/event-orders/cost?event_id=${event.id}`, { session })).status).toBe(
      200,
    )
  })
})

describe('POST /api/event-orders (reserve)', () => {
  it('reserves one seat for a signed-in member, who is their own attendee', async () => {
    const { user, session } = await quickMember()
    const { event, tickets } = await createEvent({}, [limitedTicket(10, 2, 800)])
    const res = await call('/api/event-orders', {
      session,
      json: { event_id: event.id, total_tickets: 1 },
    })
    expect(res.status).toBe(201)
    const order = orderOf(res)
    expect(order).toMatchObject({
      status: 'reserved',
      user_id: user.id,
      total_tickets: 1,
      ticket_id: tickets[0]!.id,
      price_formatted: '£8.00',
      attended: 'No',
      payment_required: true,
    })
    expect(order.reference.length).toBeGreaterThan(10)
    const minutes = (Date.parse(order.expires_at!) - Date.now()) / 60_000
    expect(minutes).toBeGreaterThan(14)
    expect(minutes).toBeLessThanOrEqual(15)
    expect(order.attendees).toEqual([
      expect.objectContaining({
        user_id: user.id,
        email: user.email,
        full_name: `${user.forename} ${user.surname}`,
      }),
    ])
    expect((await reloadTicket(tickets[0]!.id)).totalRedeemed).toBe(3)
  })

  it("links only the buyer's own attendee row to an account: another member's email is a named guest", async () => {
    const buyer = await quickMember()
    const other = await quickMember({ company: 'Secret Holdings Ltd' })
    const { event } = await createEvent()
    const res = await call('/api/event-orders', {
      session: buyer.session,
      json: {
        event_id: event.id,
        total_tickets: 3,
        attendees: [
          { full_name: 'Typed Name', email: other.user.email.toUpperCase() },
          { full_name: 'Me Myself', email: buyer.user.email },
          { full_name: 'Me Again', email: buyer.user.email },
        ],
      },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect((await attendeesOf(event.id)).map((a) => [a.fullName, a.userId])).toEqual([
      ['Typed Name', null],
      ['Me Myself', buyer.user.id],
      ['Me Again', null],
    ])
    // The member named is not attending, and the public list shows only the name typed.
    const seen = await call(`/api/events/${event.id}?with=attendees`, { session: other.session })
    expect(seen.body.data).toMatchObject({ user_is_attending: false, userOrder: null })
    const publicList = await call(`/api/event-attendees?event_id=${event.id}`)
    expect(JSON.stringify(publicList.body)).not.toContain('Secret Holdings')
    expect(JSON.stringify(publicList.body)).not.toContain(other.user.slug)
    expect(
      (publicList.body.data as { full_name: string; user: unknown }[]).find(
        (a) => a.full_name === 'Typed Name',
      ),
    ).toMatchObject({ user: null, email: null })
    const attending = await call(`/api/events?attending=1&q=${encodeURIComponent(event.title)}`, {
      session: other.session,
    })
    expect(attending.body.data).toEqual([])
  })

  it("never links a visitor's attendee to the member with that email", async () => {
    const member = await quickMember({ company: 'Private Co' })
    const { event } = await createEvent()
    const captcha = await solveCaptcha(exports.default)
    const res = await call('/api/event-orders', {
      json: {
        event_id: event.id,
        total_tickets: 1,
        attendees: [{ full_name: 'Impostor', email: member.user.email, user_id: member.user.id }],
        captcha,
      },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect((await attendeesOf(event.id)).map((a) => a.userId)).toEqual([null])
    const page = await call(`/api/events/${event.id}`, { session: member.session })
    expect(page.body.data).toMatchObject({ user_is_attending: false, total_attendees: 1 })
    expect(
      JSON.stringify((await call(`/api/event-attendees?event_id=${event.id}`)).body),
    ).not.toContain('Private Co')
  })

  it('refuses a stripe_id until card payments exist (null is fine), and takes no seat', async () => {
    const { session } = await quickMember()
    const { event, tickets } = await createEvent({}, [limitedTicket(10, 0, 500)])
    const res = await call('/api/event-orders', {
      session,
      json: { event_id: event.id, total_tickets: 1, stripe_id: 'pi_forged_123' },
    })
    expect(res.status).toBe(422)
    expect(res.body.errors).toEqual({ stripe_id: ['Card payments are not available yet'] })
    expect(await ordersOf(event.id)).toEqual([])
    expect((await reloadTicket(tickets[0]!.id)).totalRedeemed).toBe(0)
    const ok = await call('/api/event-orders', {
      session,
      json: { event_id: event.id, total_tickets: 1, stripe_id: null },
    })
    expect(ok.status).toBe(201)
    expect(orderOf(ok).stripe_id).toBeNull()
  })

  it('requires attendee details for each ticket when buying more than one', async () => {
    const { session } = await quickMember()
    const { event, tickets } = await createEvent({}, [limitedTicket(10)])
    const none = await call('/api/event-orders', {
      session,
      json: { event_id: event.id, total_tickets: 2 },
    })
    expect(none.status).toBe(422)
    expect(none.body.errors?.attendees).toEqual(['Attendee details are required for each ticket'])
    const blank = await call('/api/event-orders', {
      session,
      json: {
        event_id: event.id,
        total_tickets: 2,
        attendees: [
          { full_name: 'Ann', email: 'ann@example.com' },
          { full_name: '', email: 'bob@example.com' },
        ],
      },
    })
    expect(blank.status).toBe(422)
    expect(blank.body.errors).toHaveProperty(['attendees.1.full_name'])
    expect((await reloadTicket(tickets[0]!.id)).totalRedeemed).toBe(0)
    const ok = await call('/api/event-orders', {
      session,
      json: {
        event_id: event.id,
        total_tickets: 2,
        attendees: [
          { full_name: 'Ann', email: 'ann@example.com' },
          { full_name: 'Bob', email: 'bob@example.com' },
        ],
      },
    })
    expect(ok.status).toBe(201)
    expect(orderOf(ok).attendees?.map((a) => a.full_name)).toEqual(['Ann', 'Bob'])
  })

  it('asks a visitor for a captcha and attendee details, then books without an account', async () => {
    const { event } = await createEvent()
    const attendees = [{ full_name: 'Visiting Vera', email: 'vera@example.com' }]
    const noCaptcha = await call('/api/event-orders', {
      json: { event_id: event.id, total_tickets: 1, attendees },
    })
    expect(noCaptcha.status).toBe(422)
    expect(noCaptcha.body.errors).toHaveProperty('captcha')
    const noAttendees = await call('/api/event-orders', {
      json: { event_id: event.id, total_tickets: 1, captcha: 'x' },
    })
    expect(noAttendees.body.errors).toHaveProperty('attendees')
    const badCaptcha = await call('/api/event-orders', {
      json: { event_id: event.id, total_tickets: 1, attendees, captcha: 'not-a-solution' },
    })
    expect(badCaptcha.status).toBe(422)
    expect(badCaptcha.body.errors).toHaveProperty('captcha')
    const captcha = await solveCaptcha(exports.default)
    const res = await call('/api/event-orders', {
      json: { event_id: event.id, total_tickets: 1, attendees, captcha },
    })
    expect(res.status).toBe(201)
    expect(orderOf(res)).toMatchObject({ user_id: null, status: 'reserved' })
    const [stored] = await ordersOf(event.id)
    expect(stored).toMatchObject({ email: 'vera@example.com', fullName: 'Visiting Vera' })
  })

  it('requires every custom attribute of the event and keeps the answers', async () => {
    const { session } = await quickMember()
    const { event } = await createEvent({
      customAttrs: [
        { key: 'diet', label: 'Diet', type: 'text', options: [] },
        { key: 'size', label: 'T-shirt', type: 'select', options: ['S', 'M', 'L'] },
        { key: 'days', label: 'Days', type: 'checkboxes', options: ['Sat', 'Sun'] },
      ],
    })
    const missing = await call('/api/event-orders', {
      session,
      json: { event_id: event.id, total_tickets: 1, attr_select: { size: 'XXL' } },
    })
    expect(missing.status).toBe(422)
    expect(missing.body.errors).toEqual({
      'attr_text.diet': ['This field is required'],
      'attr_select.size': ['Choose from the options given'],
      'attr_check.days': ['This field is required'],
    })
    const ok = await call('/api/event-orders', {
      session,
      json: {
        event_id: event.id,
        total_tickets: 1,
        attr_text: { diet: 'vegan' },
        attr_select: { size: 'M' },
        attr_check: { days: ['Sun'] },
      },
    })
    expect(ok.status).toBe(201)
    expect(orderOf(ok)).toMatchObject({
      attr_text: { diet: 'vegan' },
      attr_select: { size: 'M' },
      attr_check: { days: ['Sun'] },
    })
  })

  it('allows one live order per member per event', async () => {
    const { session } = await quickMember()
    const { event } = await createEvent()
    expect(
      (await call('/api/event-orders', { session, json: { event_id: event.id, total_tickets: 1 } }))
        .status,
    ).toBe(201)
    const again = await call('/api/event-orders', {
      session,
      json: { event_id: event.id, total_tickets: 1 },
    })
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('You are already attending this event')
  })

  it('lets a member book again once their unconfirmed reservation has lapsed, returning its seat', async () => {
    const { session } = await quickMember()
    const { event, tickets } = await createEvent({}, [limitedTicket(1)])
    const first = orderOf(
      await call('/api/event-orders', { session, json: { event_id: event.id, total_tickets: 1 } }),
    )
    await db
      .update(eventOrders)
      .set({ expiresAt: new Date(Date.now() - 60_000).toISOString() })
      .where(eq(eventOrders.id, first.id))
    const again = await call('/api/event-orders', {
      session,
      json: { event_id: event.id, total_tickets: 1 },
    })
    expect(again.status).toBe(201)
    expect((await ordersOf(event.id)).map((o) => o.status)).toEqual(['cancelled', 'reserved'])
    expect((await reloadTicket(tickets[0]!.id)).totalRedeemed).toBe(1)
  })

  it('says so when not enough seats are left, and takes none', async () => {
    const { session } = await quickMember()
    const { event, tickets } = await createEvent({}, [limitedTicket(3, 2)])
    const res = await call('/api/event-orders', {
      session,
      json: {
        event_id: event.id,
        total_tickets: 2,
        attendees: [
          { full_name: 'A', email: 'a@example.com' },
          { full_name: 'B', email: 'b@example.com' },
        ],
      },
    })
    expect(res.status).toBe(409)
    expect(res.body.message).toBe('Sorry, there are not enough tickets left')
    expect((await reloadTicket(tickets[0]!.id)).totalRedeemed).toBe(2)
    expect(await ordersOf(event.id)).toEqual([])
  })

  it('refuses a full sub-event seat even when the main ticket has room', async () => {
    const { session } = await quickMember()
    const { event, ticket, full } = await eventWithSubevents()
    const res = await call('/api/event-orders', {
      session,
      json: { event_id: event.id, total_tickets: 1, subevents: [full.id] },
    })
    expect(res.status).toBe(409)
    expect((await reloadTicket(ticket.id)).totalRedeemed).toBe(3)
  })

  it('takes a seat on each chosen sub-event too', async () => {
    const { session } = await quickMember()
    const { event, ticket, open } = await eventWithSubevents()
    const res = await call('/api/event-orders', {
      session,
      json: { event_id: event.id, total_tickets: 1, subevents: [open.id] },
    })
    expect(res.status).toBe(201)
    expect(orderOf(res)).toMatchObject({
      subevents: [open.id],
      subevent_ids: [open.id],
      price_formatted: '£17.50',
      ticket_price_formatted: '£12.50',
    })
    expect((await reloadTicket(ticket.id)).totalRedeemed).toBe(4)
    const [openTicket] = await db
      .select()
      .from(eventTickets)
      .where(eq(eventTickets.eventId, open.id))
    expect(openTicket!.totalRedeemed).toBe(1)
  })

  it.each([
    [
      'takes bookings elsewhere',
      { ticketingManagedExternally: true },
      'This event takes bookings elsewhere',
    ],
    [
      'is over',
      {
        startsAt: new Date(Date.now() - 3 * DAY).toISOString(),
        endsAt: new Date(Date.now() - 2 * DAY).toISOString(),
      },
      'This event has finished',
    ],
  ])('refuses an event that %s', async (_name, overrides, message) => {
    const { session } = await quickMember()
    const { event } = await createEvent(overrides)
    const res = await call('/api/event-orders', {
      session,
      json: { event_id: event.id, total_tickets: 1 },
    })
    expect(res.status).toBe(422)
    expect(res.body.errors?.event_id).toEqual([message])
  })

  it('does not find an event that is not approved', async () => {
    const { session } = await quickMember()
    const { event } = await createEvent({ status: 'pending' })
    expect(
      (await call('/api/event-orders', { session, json: { event_id: event.id, total_tickets: 1 } }))
        .status,
    ).toBe(404)
  })

  it('refuses a ticket whose sale has ended, and a ticket for another role', async () => {
    const { session } = await quickMember()
    const past = new Date(Date.now() - DAY).toISOString()
    const { event: ended } = await createEvent({}, [{ availableUntil: past }])
    expect(
      (await call('/api/event-orders', { session, json: { event_id: ended.id, total_tickets: 1 } }))
        .body.errors,
    ).toHaveProperty('ticket_id')
    const adminRole = await env.DB.prepare("SELECT id FROM roles WHERE key = 'admin'").first<{
      id: number
    }>()
    const { event: forAdmins } = await createEvent({}, [{ roleId: adminRole!.id }])
    expect(
      (
        await call('/api/event-orders', {
          session,
          json: { event_id: forAdmins.id, total_tickets: 1 },
        })
      ).status,
    ).toBe(403)
    const admin = await signedInAs('admin')
    expect(
      (
        await call('/api/event-orders', {
          session: admin.session,
          json: { event_id: forAdmins.id, total_tickets: 1 },
        })
      ).status,
    ).toBe(201)
  })
})

describe('POST /api/event-orders/{id}/confirm', () => {
  it('confirms a member reservation with its reference and tells them', async () => {
    const { user, session } = await quickMember()
    // 18:30 UTC in January: 06:30pm in London, written the way the app writes dates.
    const { event } = await createEvent({
      title: 'Summer social',
      startsAt: '2030-01-11T18:30:00.000Z',
      endsAt: '2030-01-11T20:30:00.000Z',
    })
    const order = orderOf(
      await call('/api/event-orders', { session, json: { event_id: event.id, total_tickets: 1 } }),
    )
    const wrong = await call(`/api/event-orders/${order.id}/confirm`, {
      json: { reference: 'x'.repeat(36), payment_method: 'free' },
    })
    expect(wrong.status).toBe(404)
    const missing = await call('/api/event-orders/999999/confirm', {
      json: { reference: order.reference, payment_method: 'free' },
    })
    expect(missing.status).toBe(404)
    expect(missing.body.message).toBe(wrong.body.message)
    const res = await call(`/api/event-orders/${order.id}/confirm`, {
      json: { reference: order.reference, payment_method: 'free' },
    })
    expect(res.status).toBe(200)
    expect(orderOf(res)).toMatchObject({
      status: 'purchased',
      payment_method: 'free',
      expires_at: null,
    })
    expect(orderOf(res).purchased_at).not.toBeNull()
    const note = await env.DB.prepare(
      'SELECT title, body, link FROM notifications WHERE user_id = ? AND kind = ?',
    )
      .bind(user.id, 'event.order_placed')
      .first()
    expect(note).toEqual({
      title: 'Your tickets for Summer social',
      body: 'Your order for 1 ticket to Summer social on Fri 11th Jan 2030 06:30pm is confirmed. Your tickets are in My tickets.',
      link: '/my-tickets',
    })
    const twice = await call(`/api/event-orders/${order.id}/confirm`, {
      json: { reference: order.reference, payment_method: 'free' },
    })
    expect(twice.status).toBe(409)
  })

  it('emails a visitor at their first attendee address', async () => {
    const { event } = await createEvent({ title: 'Open day' })
    const captcha = await solveCaptcha(exports.default)
    const order = orderOf(
      await call('/api/event-orders', {
        json: {
          event_id: event.id,
          total_tickets: 1,
          captcha,
          attendees: [{ full_name: 'Guest', email: 'guest.confirm@example.com' }],
        },
      }),
    )
    expect(
      (
        await call(`/api/event-orders/${order.id}/confirm`, {
          json: { reference: order.reference },
        })
      ).status,
    ).toBe(200)
    const mail = await env.DB.prepare('SELECT subject FROM email_outbox WHERE "to" = ?')
      .bind('guest.confirm@example.com')
      .first()
    expect(mail).toEqual({ subject: 'Your tickets for Open day' })
  })

  it('refuses "free" for an order with a cost, and an expired reservation', async () => {
    const { session } = await quickMember()
    const { event } = await createEvent({}, [limitedTicket(5, 0, 1000)])
    const order = orderOf(
      await call('/api/event-orders', { session, json: { event_id: event.id, total_tickets: 1 } }),
    )
    const free = await call(`/api/event-orders/${order.id}/confirm`, {
      json: { reference: order.reference, payment_method: 'free' },
    })
    expect(free.status).toBe(422)
    expect(free.body.errors).toHaveProperty('payment_method')
    await db
      .update(eventOrders)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(eventOrders.id, order.id))
    const late = await call(`/api/event-orders/${order.id}/confirm`, {
      json: { reference: order.reference, payment_method: 'offline' },
    })
    expect(late.status).toBe(409)
    expect(late.body.message).toBe('This reservation has expired')
  })
})

describe('DELETE /api/event-orders/{id}', () => {
  it('gives the seats back: redeemed down and unredeemed up by the order size', async () => {
    const { session } = await quickMember()
    const { event, tickets } = await createEvent({}, [limitedTicket(10, 4)])
    const attendees = [
      { full_name: 'A', email: 'a@example.com' },
      { full_name: 'B', email: 'b@example.com' },
    ]
    const order = orderOf(
      await call('/api/event-orders', {
        session,
        json: { event_id: event.id, total_tickets: 2, attendees },
      }),
    )
    const before = await reloadTicket(tickets[0]!.id)
    expect(before.totalRedeemed).toBe(6)
    const res = await call(`/api/event-orders/${order.id}`, { method: 'DELETE', session })
    expect(res.status).toBe(200)
    expect(orderOf(res)).toMatchObject({ status: 'cancelled' })
    const after = await reloadTicket(tickets[0]!.id)
    expect(after.totalRedeemed).toBe(before.totalRedeemed - 2)
    expect(after.totalUnredeemed).toBe(before.totalUnredeemed + 2)
    expect(await attendeesOf(event.id)).toEqual([])
    const cost = costOf(await call(`/api/event-orders/cost?event_id=${event.id}`, { session }))
    expect(cost.total_remaining_tickets).toBe(6)
    const again = await call(`/api/event-orders/${order.id}`, { method: 'DELETE', session })
    expect(again.status).toBe(409)
    expect((await reloadTicket(tickets[0]!.id)).totalRedeemed).toBe(4)
  })

  it("is the buyer's or an event manager's to cancel", async () => {
    const buyer = await quickMember()
    const other = await quickMember()
    const admin = await signedInAs('admin')
    const { event } = await createEvent()
    const order = orderOf(
      await call('/api/event-orders', {
        session: buyer.session,
        json: { event_id: event.id, total_tickets: 1 },
      }),
    )
    expect((await call(`/api/event-orders/${order.id}`, { method: 'DELETE' })).status).toBe(401)
    expect(
      (await call(`/api/event-orders/${order.id}`, { method: 'DELETE', session: other.session }))
        .status,
    ).toBe(403)
    expect(
      (await call('/api/event-orders/999999', { method: 'DELETE', session: buyer.session })).status,
    ).toBe(404)
    expect(
      (await call(`/api/event-orders/${order.id}`, { method: 'DELETE', session: admin.session }))
        .status,
    ).toBe(200)
  })

  it('shows the returned seat on the event page', async () => {
    const { session } = await quickMember()
    const { event } = await createEvent({}, [limitedTicket(3, 1)])
    const order = orderOf(
      await call('/api/event-orders', { session, json: { event_id: event.id, total_tickets: 1 } }),
    )
    const seatsLeft = async () =>
      (
        (await call(`/api/events/${event.id}?with=tickets`, { session })).body.data as {
          total_remaining_tickets: number
        }
      ).total_remaining_tickets
    expect(await seatsLeft()).toBe(1)
    await call(`/api/event-orders/${order.id}`, { method: 'DELETE', session })
    expect(await seatsLeft()).toBe(2)
  })
})

describe('GET /api/event-orders (my tickets)', () => {
  const book = async (session: { cookie: string | null }, eventId: number) =>
    orderOf(
      await call('/api/event-orders', { session, json: { event_id: eventId, total_tickets: 1 } }),
    )

  it('lists my orders with their event, soonest first, and splits upcoming from past', async () => {
    const { session } = await quickMember()
    const later = await createEvent({
      title: 'Later',
      startsAt: new Date(Date.now() + 20 * DAY).toISOString(),
      endsAt: new Date(Date.now() + 21 * DAY).toISOString(),
      img: 'events/a.webp',
    })
    const sooner = await createEvent({ title: 'Sooner' })
    await createEvent({ title: 'A session of Later', parentId: later.event.id })
    const past = await createEvent({ title: 'Past' })
    await book(session, later.event.id)
    await book(session, sooner.event.id)
    await book(session, past.event.id)
    // The event has happened since it was booked.
    await db
      .update(events)
      .set({
        startsAt: new Date(Date.now() - 2 * DAY).toISOString(),
        endsAt: new Date(Date.now() - DAY).toISOString(),
      })
      .where(eq(events.id, past.event.id))

    const upcoming = await call(
      '/api/event-orders?with=event&event_ends_at_from=now&page_size=100',
      { session },
    )
    expect(upcoming.status).toBe(200)
    const rows = upcoming.body.data as OrderResource[]
    expect(rows.map((o) => o.event?.title)).toEqual(['Sooner', 'Later'])
    expect(rows[1]!.event).toMatchObject({
      id: later.event.id,
      slug: later.event.slug,
      img: '/api/files/events/a.webp',
      total_children: 1,
    })
    expect(rows[0]).toMatchObject({
      attended: 'No',
      attended_formatted: 'No',
      price_formatted: 'Free',
      ticket_label: 'Standard',
    })
    const pastRows = (await call('/api/event-orders?with=event&event_ends_at_to=now', { session }))
      .body.data as OrderResource[]
    expect(pastRows.map((o) => o.event?.title)).toEqual(['Past'])
    const all = await call('/api/event-orders?per_page=2', { session })
    expect((all.body.meta as { pagination: { total: number } }).pagination.total).toBe(3)
    expect((all.body.data as OrderResource[]).length).toBe(2)
  })

  it('never lists an order that merely names my email (a named guest is not me), asked or not', async () => {
    const me = await quickMember()
    const friend = await quickMember()
    const { event } = await createEvent()
    await call('/api/event-orders', {
      session: friend.session,
      json: {
        event_id: event.id,
        total_tickets: 2,
        attendees: [
          { full_name: 'Friend', email: friend.user.email },
          { full_name: 'Me', email: me.user.email.toUpperCase() },
        ],
      },
    })
    expect((await call('/api/event-orders', { session: me.session })).body.data).toEqual([])
    expect(
      (
        await call('/api/event-orders?include_attended_by=1&with=attendees', {
          session: me.session,
        })
      ).body.data,
    ).toEqual([])
  })

  it("includes an order naming me as a linked attendee when asked, without the buyer's reference", async () => {
    const me = await quickMember()
    const friend = await quickMember()
    const { event, tickets } = await createEvent()
    // As an order made before issue 9 left it: the second attendee linked to my account.
    const order = await createOrder({
      eventId: event.id,
      ticketId: tickets[0]!.id,
      userId: friend.user.id,
      totalTickets: 2,
    })
    await env.DB.prepare(
      'UPDATE event_attendees SET user_id = ?, email = ? WHERE order_id = ? AND user_id IS NULL',
    )
      .bind(me.user.id, me.user.email, order.id)
      .run()
    const res = await call('/api/event-orders?include_attended_by=1&with=attendees', {
      session: me.session,
    })
    const [listed] = res.body.data as OrderResource[]
    expect(listed).toMatchObject({ user_id: friend.user.id, reference: '' })
    expect(listed!.attendees?.map((a) => a.email)).toEqual([null, me.user.email])
  })

  it("shows another member's orders to event managers only, and leaves cancelled ones out unless asked", async () => {
    const owner = await quickMember()
    const other = await quickMember()
    const admin = await signedInAs('admin')
    const { event } = await createEvent()
    const order = await book(owner.session, event.id)
    expect(
      (await call(`/api/event-orders?user_id=${owner.user.id}`, { session: other.session })).status,
    ).toBe(403)
    expect(
      (
        (await call(`/api/event-orders?user_id=${owner.user.id}`, { session: admin.session })).body
          .data as OrderResource[]
      ).map((o) => o.id),
    ).toEqual([order.id])
    await call(`/api/event-orders/${order.id}`, { method: 'DELETE', session: owner.session })
    expect((await call('/api/event-orders', { session: owner.session })).body.data).toEqual([])
    expect(
      (
        (await call('/api/event-orders?status=cancelled', { session: owner.session })).body
          .data as OrderResource[]
      ).map((o) => o.id),
    ).toEqual([order.id])
    expect((await call('/api/event-orders')).status).toBe(401)
  })

  it('costs one round trip', async () => {
    const { session } = await quickMember()
    const res = await call('/api/event-orders?with=event,attendees', { session })
    expect(res.status).toBe(200)
    expect(res.headers.get('x-d1-round-trips')).toBe('1')
  })
})
