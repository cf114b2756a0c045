import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import {
  attendeesOf,
  createEvent,
  createOrder,
  limitedTicket,
  ordersOf,
  quickMember,
  reloadTicket,
} from '../helpers/event-factories'
import { apiAs, send } from '../helpers/api'
import { createUser, signedInAs } from '../helpers/factories'
import { call, type Session } from '../helpers/http'

const attendeesPage = async (eventId: number, session?: Session, pageSize?: string) =>
  (
    await send(
      apiAs(session)['event-attendees'].$get({
        query: { event_id: String(eventId), page_size: pageSize },
      }),
    )
  ).body
const admin = () => signedInAs('admin')

describe('GET /api/event-attendees', () => {
  it('lists attendees 4 at a time, with emails only for managers and the attendee themselves', async () => {
    const me = await quickMember()
    const { event, tickets } = await createEvent()
    await createOrder({
      eventId: event.id,
      ticketId: tickets[0]!.id,
      userId: me.user.id,
      fullName: 'Me Myself',
      email: me.user.email,
    })
    await createOrder({ eventId: event.id, ticketId: tickets[0]!.id, totalTickets: 4 })
    const visitor = await attendeesPage(event.id)
    expect(visitor.meta.pagination).toMatchObject({ total: 5, per_page: 4 })
    expect(visitor.data).toHaveLength(4)
    expect(visitor.data.every((a) => a.email === null)).toBe(true)
    const mine = await attendeesPage(event.id, me.session, '999')
    expect(mine.data.map((a) => a.email)).toEqual([me.user.email, null, null, null, null])
    expect(mine.data[0]!.user).toMatchObject({ id: me.user.id, slug: me.user.slug })
    const { session } = await admin()
    const managed = await attendeesPage(event.id, session, '999')
    expect(managed.data.every((a) => a.email !== null)).toBe(true)
  })

  it('hides the list when the event says so, except from its managers', async () => {
    const { event, tickets } = await createEvent({ settings: { hide_attendees: true } })
    await createOrder({ eventId: event.id, ticketId: tickets[0]!.id })
    expect((await call(`/api/event-attendees?event_id=${event.id}`)).body.data).toEqual([])
    const { session } = await admin()
    expect(
      (await call(`/api/event-attendees?event_id=${event.id}`, { session })).body.data,
    ).toHaveLength(1)
  })

  it('is 404 for an event the caller cannot see, and 422 without an event id', async () => {
    const { event } = await createEvent({ status: 'draft' })
    expect((await call(`/api/event-attendees?event_id=${event.id}`)).status).toBe(404)
    const res = await call('/api/event-attendees')
    expect(res.status).toBe(422)
    expect(res.body.errors?.event_id).toEqual(['No eventId provided to controller'])
  })
})

describe('admin attendee management', () => {
  it('adds a member by id with their name and email, and refuses members', async () => {
    const { session } = await admin()
    const member = await createUser({ forename: 'Nadia', surname: 'Khan' })
    const { event } = await createEvent()
    const asMember = await quickMember()
    expect(
      (
        await call('/api/event-attendees', {
          session: asMember.session,
          json: { event_id: event.id, user_id: member.id },
        })
      ).status,
    ).toBe(403)
    expect(
      (await call('/api/event-attendees', { json: { event_id: event.id, user_id: member.id } }))
        .status,
    ).toBe(401)
    const res = await call('/api/event-attendees', {
      session,
      json: { event_id: event.id, user_id: member.id },
    })
    expect(res.status).toBe(201)
    expect(res.body.data).toMatchObject({
      full_name: 'Nadia Khan',
      email: member.email,
      user_id: member.id,
      order_id: null,
      create_event_order: false,
    })
    const again = await call('/api/event-attendees', {
      session,
      json: { event_id: event.id, user_id: member.id },
    })
    expect(again.status).toBe(409)
  })

  it('adds a guest with an order that takes a seat, and says when none is left', async () => {
    const { session } = await admin()
    const { event, tickets } = await createEvent({}, [limitedTicket(2, 1)])
    const missing = await call('/api/event-attendees', { session, json: { event_id: event.id } })
    expect(missing.status).toBe(422)
    expect(Object.keys(missing.body.errors ?? {})).toEqual(['full_name', 'email'])
    const res = await call('/api/event-attendees', {
      session,
      json: {
        event_id: event.id,
        full_name: 'Guest One',
        email: 'g1@example.com',
        create_event_order: true,
      },
    })
    expect(res.status).toBe(201)
    expect(res.body.data).toMatchObject({ full_name: 'Guest One', create_event_order: true })
    expect((await ordersOf(event.id)).map((o) => o.status)).toEqual(['purchased'])
    expect((await reloadTicket(tickets[0]!.id)).totalRedeemed).toBe(2)
    const full = await call('/api/event-attendees', {
      session,
      json: {
        event_id: event.id,
        full_name: 'Guest Two',
        email: 'g2@example.com',
        create_event_order: true,
      },
    })
    expect(full.status).toBe(409)
  })

  it('reads, edits and removes an attendee; removing one gives its seat back', async () => {
    const { session } = await admin()
    const { event, tickets } = await createEvent({}, [limitedTicket(10, 2)])
    const order = await createOrder({
      eventId: event.id,
      ticketId: tickets[0]!.id,
      totalTickets: 2,
    })
    const [first, second] = await attendeesOf(event.id)
    expect((await call(`/api/event-attendees/${first!.id}`, { session })).body.data).toMatchObject({
      id: first!.id,
      order_id: order.id,
    })
    const edited = await call(`/api/event-attendees/${first!.id}`, {
      method: 'PUT',
      session,
      json: { full_name: 'Renamed' },
    })
    expect(edited.body.data).toMatchObject({ full_name: 'Renamed' })
    expect(
      (await call(`/api/event-attendees/${first!.id}`, { method: 'DELETE', session })).status,
    ).toBe(200)
    let ticket = await reloadTicket(tickets[0]!.id)
    expect([ticket.totalRedeemed, ticket.totalUnredeemed]).toEqual([1, 1])
    expect((await ordersOf(event.id))[0]).toMatchObject({ totalTickets: 1, status: 'purchased' })
    await call(`/api/event-attendees/${second!.id}`, { method: 'DELETE', session })
    ticket = await reloadTicket(tickets[0]!.id)
    expect([ticket.totalRedeemed, ticket.totalUnredeemed]).toEqual([0, 2])
    expect((await ordersOf(event.id))[0]).toMatchObject({ totalTickets: 0, status: 'cancelled' })
    expect((await call(`/api/event-attendees/${second!.id}`, { session })).status).toBe(404)
    expect(
      (await call(`/api/event-attendees/${second!.id}`, { method: 'DELETE', session })).status,
    ).toBe(404)
  })
})

describe('GET /api/events/{id}/attendees-export', () => {
  it('downloads one CSV row per attendee with custom answers, formulas defused', async () => {
    const { session } = await admin()
    const { event, tickets } = await createEvent({
      customAttrs: [{ key: 'diet', label: 'Diet', type: 'text', options: [] }],
    })
    await createOrder({
      eventId: event.id,
      ticketId: tickets[0]!.id,
      fullName: '=HYPERLINK("http://evil.example","click")',
      email: 'x@example.com',
    })
    await env.DB.prepare(
      `UPDATE event_orders SET attrs = '{"attr_text":{"diet":"vegan, no nuts"},"attr_select":{},"attr_check":{}}' WHERE event_id = ?`,
    )
      .bind(event.id)
      .run()
    await createOrder({
      eventId: event.id,
      ticketId: tickets[0]!.id,
      fullName: 'Plain "Quoted" Name',
      email: 'y@example.com',
    })
    const res = await call(`/api/events/${event.id}/attendees-export`, { session })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/csv')
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="attendees-${event.slug}.csv"`,
    )
    const lines = String(res.body).trimEnd().split('\r\n')
    expect(lines[0]).toBe('"Name","Email","Ticket","Order","Booked at","Attended","Diet"')
    expect(lines).toHaveLength(3)
    expect(lines[1]).toMatch(
      /^"'=HYPERLINK\(""http:\/\/evil\.example"",""click""\)","x@example\.com","Standard",".+","No","vegan, no nuts"$/,
    )
    expect(lines[2]).toContain('"Plain ""Quoted"" Name"')
  })

  it('is for event managers only', async () => {
    const { event } = await createEvent()
    expect((await call(`/api/events/${event.id}/attendees-export`)).status).toBe(401)
    const { session } = await quickMember()
    expect((await call(`/api/events/${event.id}/attendees-export`, { session })).status).toBe(403)
    const admin2 = await admin()
    expect(
      (await call('/api/events/999999/attendees-export', { session: admin2.session })).status,
    ).toBe(404)
  })
})
