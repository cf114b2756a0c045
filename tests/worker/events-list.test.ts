import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { createEvent, createOrder, limitedTicket } from '../helpers/event-factories'
import { apiAs, fieldOf, send } from '../helpers/api'
import { createUser, signedInAs, signIn } from '../helpers/factories'
import { call, type Session } from '../helpers/http'

const HOUR = 3_600_000
const DAY = 24 * HOUR
/** A word only this test's events carry, so `q` scopes a list to them. */
const tag = () => `zq${crypto.randomUUID().replaceAll('-', '').slice(0, 10)}`
const at = (ms: number) => new Date(ms).toISOString()

/** The query is written by hand: the tests cover its spellings (`categories[]=`, comma lists). */
const list = async (query: string, session?: Session | null) => {
  const res = await send(apiAs(session, { query }).events.$get({ query: {} }))
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body
}
const titles = (page: Awaited<ReturnType<typeof list>>) => page.data.map((e) => e.title)

describe('GET /api/events paging', () => {
  it('pages 6 by default in start order, with the spec pagination meta', async () => {
    const t = tag()
    const start = Date.now() + 10 * DAY
    for (let i = 0; i < 8; i++)
      await createEvent({
        title: `${t} ${i}`,
        startsAt: at(start + i * HOUR),
        endsAt: at(start + i * HOUR + HOUR),
      })
    const first = await list(`q=${t}`)
    expect(titles(first)).toEqual([0, 1, 2, 3, 4, 5].map((i) => `${t} ${i}`))
    expect(first.meta.pagination).toEqual({
      total: 8,
      count: 6,
      per_page: 6,
      current_page: 1,
      total_pages: 2,
    })
    const second = await list(`q=${t}&page=2`)
    expect(titles(second)).toEqual([`${t} 6`, `${t} 7`])
    const desc = await list(`q=${t}&order=desc&per_page=3`)
    expect(titles(desc)).toEqual([`${t} 7`, `${t} 6`, `${t} 5`])
  })
})

describe('GET /api/events filters', () => {
  it('filters by parent, is_parent, user, dates and status', async () => {
    const t = tag()
    const owner = await createUser()
    const now = Date.now()
    const { event: parent } = await createEvent({
      title: `${t} parent`,
      userId: owner.id,
      startsAt: at(now + 5 * DAY),
      endsAt: at(now + 5 * DAY + HOUR),
    })
    await createEvent({
      title: `${t} child`,
      parentId: parent.id,
      startsAt: at(now + 5 * DAY),
      endsAt: at(now + 5 * DAY + HOUR),
    })
    await createEvent({
      title: `${t} past`,
      startsAt: at(now - 3 * DAY),
      endsAt: at(now - 3 * DAY + HOUR),
    })
    await createEvent({ title: `${t} ongoing`, startsAt: at(now - HOUR), endsAt: at(now + HOUR) })

    expect(titles(await list(`q=${t}&parent_id=${parent.id}`))).toEqual([`${t} child`])
    expect(titles(await list(`q=${t}&is_parent=1`)).sort()).toEqual(
      [`${t} ongoing`, `${t} parent`, `${t} past`].sort(),
    )
    expect(titles(await list(`q=${t}&user_id=${owner.id}`))).toEqual([`${t} parent`])
    expect(titles(await list(`q=${t}&starts_at_from=now`)).sort()).toEqual([
      `${t} child`,
      `${t} parent`,
    ])
    expect(titles(await list(`q=${t}&ends_at_from=now`)).sort()).toEqual([
      `${t} child`,
      `${t} ongoing`,
      `${t} parent`,
    ])
    const to = encodeURIComponent(at(now))
    expect(titles(await list(`q=${t}&starts_at_to=${to}`)).sort()).toEqual([
      `${t} ongoing`,
      `${t} past`,
    ])
    // The admin list's past events: over already, so the ongoing one is not among them.
    expect(titles(await list(`q=${t}&ends_at_to=now`))).toEqual([`${t} past`])
    expect(titles(await list(`q=${t}&ends_at_to=${to}&order=desc`))).toEqual([`${t} past`])
  })

  it('filters by categories (any of) with categories[] or a comma list', async () => {
    const t = tag()
    const ids: number[] = []
    for (const name of ['a', 'b', 'c']) {
      const row = await env.DB.prepare(
        "INSERT INTO categories (name, slug, position, created_at, updated_at) VALUES (?, ?, 0, '2026-01-01', '2026-01-01') RETURNING id",
      )
        .bind(`${t} ${name}`, `${t}-${name}`)
        .first<{ id: number }>()
      ids.push(row!.id)
    }
    const make = async (title: string, categoryIds: number[]) => {
      const { event } = await createEvent({ title })
      for (const c of categoryIds)
        await env.DB.prepare('INSERT INTO event_categories (event_id, category_id) VALUES (?, ?)')
          .bind(event.id, c)
          .run()
    }
    await make(`${t} one`, [ids[0]!])
    await make(`${t} two`, [ids[1]!, ids[0]!])
    await make(`${t} three`, [ids[2]!])
    expect(titles(await list(`q=${t}&categories[]=${ids[1]}`))).toEqual([`${t} two`])
    expect(
      titles(await list(`q=${t}&categories[]=${ids[0]}&categories[]=${ids[2]}`)).sort(),
    ).toEqual([`${t} one`, `${t} three`, `${t} two`])
    expect(titles(await list(`q=${t}&categories=${ids[2]},${ids[1]}`)).sort()).toEqual([
      `${t} three`,
      `${t} two`,
    ])
    const [two] = (await list(`q=${t} two`)).data
    expect(two!.categories.map((c) => c.name).sort()).toEqual([`${t} a`, `${t} b`])
  })

  it('searches title and excerpt', async () => {
    const t = tag()
    await createEvent({ title: `${t} in title` })
    await createEvent({ title: 'Other', excerpt: `mentions ${t}` })
    await createEvent({ title: 'Unrelated event' })
    expect((await list(`q=${t}`)).meta.pagination.total).toBe(2)
  })

  it('lists the events a member attends; visitors asking for that get 401', async () => {
    const t = tag()
    const { user, session } = await signedInAs('member')
    const { event: booked, tickets } = await createEvent({ title: `${t} booked` })
    const { event: cancelled, tickets: cancelledTickets } = await createEvent({
      title: `${t} cancelled`,
    })
    const { event: added } = await createEvent({ title: `${t} attendee` })
    await createEvent({ title: `${t} other` })
    await createOrder({ eventId: booked.id, ticketId: tickets[0]!.id, userId: user.id })
    const order = await createOrder({
      eventId: cancelled.id,
      ticketId: cancelledTickets[0]!.id,
      userId: user.id,
    })
    await env.DB.prepare("UPDATE event_orders SET status = 'cancelled' WHERE id = ?")
      .bind(order.id)
      .run()
    await env.DB.prepare('DELETE FROM event_attendees WHERE order_id = ?').bind(order.id).run()
    await env.DB.prepare(
      "INSERT INTO event_attendees (event_id, user_id, full_name, email, created_at) VALUES (?, ?, 'Me', 'me@example.test', '2026-01-01')",
    )
      .bind(added.id, user.id)
      .run()

    const page = await list(`q=${t}&attending=1`, session)
    expect(titles(page).sort()).toEqual([`${t} attendee`, `${t} booked`])
    expect(page.data.every((e) => e.user_is_attending)).toBe(true)
    const all = await list(`q=${t}`, session)
    expect(all.data.find((e) => e.title === `${t} other`)!.user_is_attending).toBe(false)
    expect(all.data.find((e) => e.title === `${t} cancelled`)!.user_is_attending).toBe(false)
    const booking = all.data.find((e) => e.title === `${t} booked`)!
    expect(booking.userOrder).toMatchObject({
      status: 'purchased',
      total_tickets: 1,
      ticket_id: tickets[0]!.id,
      price_formatted: 'Free',
    })
    expect(booking.userTicket).toEqual(booking.userOrder)

    expect((await call(`/api/events?q=${t}&attending=1`)).status).toBe(401)
  })
})

describe('GET /api/events visibility', () => {
  it('lists only approved events without a status or user filter: visitors public ones, members also private ones', async () => {
    const t = tag()
    const owner = await signedInAs('member')
    const other = await signedInAs('member')
    const admin = await signedInAs('admin')
    await createEvent({ title: `${t} public` })
    await createEvent({ title: `${t} private`, private: true })
    await createEvent({ title: `${t} draft`, status: 'draft', userId: owner.user.id })
    await createEvent({ title: `${t} pending`, status: 'pending', userId: owner.user.id })
    await createEvent({ title: `${t} rejected`, status: 'rejected', userId: admin.user.id })

    expect(titles(await list(`q=${t}`))).toEqual([`${t} public`])
    expect(titles(await list(`q=${t}`, other.session)).sort()).toEqual([
      `${t} private`,
      `${t} public`,
    ])
    // Owners and managers see the same public list: no drafts, pending or rejected events in it.
    expect(titles(await list(`q=${t}`, owner.session)).sort()).toEqual([
      `${t} private`,
      `${t} public`,
    ])
    expect(titles(await list(`q=${t}`, admin.session)).sort()).toEqual([
      `${t} private`,
      `${t} public`,
    ])
    // The calendar asks by date range: the same rule.
    const range = `starts_at_from=${encodeURIComponent(at(Date.now()))}&starts_at_to=${encodeURIComponent(at(Date.now() + 30 * DAY))}`
    expect(titles(await list(`q=${t}&${range}`, admin.session)).sort()).toEqual([
      `${t} private`,
      `${t} public`,
    ])
    expect(titles(await list(`q=${t}&${range}`, owner.session)).sort()).toEqual([
      `${t} private`,
      `${t} public`,
    ])
  })

  it("lists an owner's own events in every status under their user filter (My events)", async () => {
    const t = tag()
    const owner = await signedInAs('member')
    const other = await signedInAs('member')
    for (const status of ['draft', 'pending', 'approved', 'rejected'] as const)
      await createEvent({ title: `${t} ${status}`, status, userId: owner.user.id })
    const mine = await list(`q=${t}&user_id=${owner.user.id}`, owner.session)
    expect(mine.data.map((e) => [e.title, e.status]).sort()).toEqual([
      [`${t} approved`, 'approved'],
      [`${t} draft`, 'draft'],
      [`${t} pending`, 'pending'],
      [`${t} rejected`, 'rejected'],
    ])
    // Anyone else filtering by that member sees only what is approved.
    expect(titles(await list(`q=${t}&user_id=${owner.user.id}`, other.session))).toEqual([
      `${t} approved`,
    ])
    expect(titles(await list(`q=${t}&user_id=${owner.user.id}`))).toEqual([`${t} approved`])
  })

  it('lists every status for managers with status=all (the admin Events screen), and only what others may see', async () => {
    const t = tag()
    const owner = await signedInAs('member')
    const admin = await signedInAs('admin')
    await createEvent({ title: `${t} public` })
    await createEvent({ title: `${t} draft`, status: 'draft', userId: owner.user.id })
    await createEvent({ title: `${t} rejected`, status: 'rejected' })
    expect((await list(`q=${t}&status=all`, admin.session)).meta.pagination.total).toBe(3)
    expect(titles(await list(`q=${t}&status=all`, owner.session)).sort()).toEqual([
      `${t} draft`,
      `${t} public`,
    ])
    expect(titles(await list(`q=${t}&status=all`))).toEqual([`${t} public`])
  })

  it('status filters: managers see every event in that status, others only their own', async () => {
    const t = tag()
    const owner = await signedInAs('member')
    const other = await signedInAs('member')
    const admin = await signedInAs('admin')
    await createEvent({ title: `${t} mine`, status: 'pending', userId: owner.user.id })
    await createEvent({ title: `${t} theirs`, status: 'pending', userId: other.user.id })
    await createEvent({ title: `${t} live` })
    expect(titles(await list(`q=${t}&status=pending`, owner.session))).toEqual([`${t} mine`])
    expect(titles(await list(`q=${t}&status=pending`))).toEqual([])
    expect(titles(await list(`q=${t}&status=pending`, admin.session)).sort()).toEqual([
      `${t} mine`,
      `${t} theirs`,
    ])
  })

  it('refuses readers whose role lacks events.view', async () => {
    await env.DB.prepare(
      "DELETE FROM role_permissions WHERE permission_key = 'events.view' AND role_id = (SELECT id FROM roles WHERE key = 'visitor')",
    ).run()
    try {
      expect((await call('/api/events')).status).toBe(401)
    } finally {
      await env.DB.prepare(
        "INSERT INTO role_permissions (role_id, permission_key) SELECT id, 'events.view' FROM roles WHERE key = 'visitor'",
      ).run()
    }
  })
})

describe('GET /api/events derived fields', () => {
  it('counts seats for limited, unlimited and mixed tickets', async () => {
    const t = tag()
    await createEvent({ title: `${t} limited` }, [
      limitedTicket(10, 3, 1500),
      { ...limitedTicket(5, 5, 500), totalHeld: 0 },
    ])
    await createEvent({ title: `${t} unlimited` }, [{ noLimit: true, totalRedeemed: 4 }])
    await createEvent({ title: `${t} mixed` }, [
      limitedTicket(4, 4, 2000),
      { noLimit: true, priceMinor: 1000 },
    ])
    await createEvent({ title: `${t} sold out` }, [{ ...limitedTicket(3, 2), totalHeld: 1 }])
    const byTitle = new Map(
      (await list(`q=${t}`)).data.map((e) => [e.title.replace(`${t} `, ''), e]),
    )

    expect(byTitle.get('limited')).toMatchObject({
      total_available_tickets: 15,
      total_redeemed_tickets: 8,
      total_remaining_tickets: 7,
      has_unlimited_tickets: false,
      has_remaining_tickets: true,
      price: 5,
      price_formatted: '£5.00',
    })
    expect(byTitle.get('unlimited')).toMatchObject({
      total_available_tickets: 0,
      total_redeemed_tickets: 4,
      total_remaining_tickets: 0,
      has_unlimited_tickets: true,
      has_remaining_tickets: true,
      price: 0,
      price_formatted: 'Free',
    })
    expect(byTitle.get('mixed')).toMatchObject({
      total_available_tickets: 4,
      total_remaining_tickets: 0,
      has_unlimited_tickets: true,
      has_remaining_tickets: true,
      price: 10,
    })
    expect(byTitle.get('sold out')).toMatchObject({
      total_available_tickets: 3,
      total_remaining_tickets: 0,
      has_remaining_tickets: false,
    })

    const tickets = byTitle.get('limited')!.tickets
    expect(
      tickets.map((k) => [
        k.price_formatted,
        k.total_available_tickets,
        k.total_redeemed_tickets,
        k.total_remaining_tickets,
        k.no_limit,
      ]),
    ).toEqual([
      ['£15.00', 10, 3, 7, false],
      ['£5.00', 5, 5, 0, false],
    ])
    expect(byTitle.get('unlimited')!.tickets[0]).toMatchObject({
      no_limit: true,
      total_remaining_tickets: null,
      delete: false,
    })
  })

  it('counts attendees and sends the image, url, dates and private flag the app needs', async () => {
    const t = tag()
    const { event, tickets } = await createEvent({
      title: `${t} full`,
      img: 'events/2026/poster.jpg',
      private: false,
    })
    await createEvent({ title: `${t} remote`, img: 'https://cdn.example.test/x.jpg' })
    await createOrder({ eventId: event.id, ticketId: tickets[0]!.id, totalTickets: 3 })
    const [full, remote] = (await list(`q=${t}`)).data
    expect(full).toMatchObject({
      total_attendees: 3,
      img: '/api/files/events/2026/poster.jpg',
      url: `/events/${event.slug}`,
      private: 0,
      dates: [
        { starts_at: event.startsAt, ends_at: event.endsAt, repeat: 'never', repeat_times: 0 },
      ],
      user_is_attending: false,
      userOrder: null,
      user_waitlist: null,
    })
    expect(remote!.img).toBe('https://cdn.example.test/x.jpg')
  })

  it('formats prices with the site currency symbol', async () => {
    const t = tag()
    const admin = await signedInAs('admin')
    await createEvent({ title: t }, [limitedTicket(10, 0, 1250)])
    expect((await list(`q=${t}`)).data[0]!.price_formatted).toBe('£12.50')
    await call('/api/settings', {
      method: 'PUT',
      session: admin.session,
      json: { settings: { currency_symbol: '€' } },
    })
    try {
      const [event] = (await list(`q=${t}`)).data
      expect(event!.price_formatted).toBe('€12.50')
      expect(event!.tickets[0]!.price_formatted).toBe('€12.50')
    } finally {
      await call('/api/settings', {
        method: 'PUT',
        session: admin.session,
        json: { settings: { currency_symbol: '£' } },
      })
    }
  })

  it("shows the member's waitlist place", async () => {
    const t = tag()
    const { user, session } = await signedInAs('member')
    const ahead = await createUser()
    const { event, tickets } = await createEvent({ title: t }, [limitedTicket(1, 1)])
    const stmt = env.DB.prepare(
      "INSERT INTO event_waitlist (event_id, ticket_id, user_id, status, created_at) VALUES (?, ?, ?, 'waiting', '2026-01-01')",
    )
    await stmt.bind(event.id, tickets[0]!.id, ahead.id).run()
    await stmt.bind(event.id, tickets[0]!.id, user.id).run()
    expect((await list(`q=${t}`, session)).data[0]!.user_waitlist).toEqual({
      status: 'waiting',
      offer_expires_at: null,
      position: 2,
    })
  })
})

describe('GET /api/events relations', () => {
  it('adds visible sub-events, the organiser and the parent when asked', async () => {
    const t = tag()
    const owner = await createUser({ company: 'Acme' })
    const start = Date.now() + 3 * DAY
    const { event: parent } = await createEvent({ title: `${t} parent`, userId: owner.id })
    await createEvent({
      title: `${t} child 2`,
      parentId: parent.id,
      startsAt: at(start + HOUR),
      endsAt: at(start + 2 * HOUR),
    })
    await createEvent({
      title: `${t} child 1`,
      parentId: parent.id,
      startsAt: at(start),
      endsAt: at(start + HOUR),
    })
    await createEvent({ title: `${t} hidden child`, parentId: parent.id, status: 'draft' })

    const [withChildren] = (await list(`q=${t}&is_parent=1&with=children,user`)).data
    expect(fieldOf(withChildren!.children!, 'title')).toEqual([`${t} child 1`, `${t} child 2`])
    expect(withChildren!.total_children).toBe(2)
    expect(withChildren!.user).toEqual({
      id: owner.id,
      full_name: `${owner.forename} ${owner.surname}`,
      slug: owner.slug,
      img: null,
      company: 'Acme',
    })

    const [child] = (await list(`q=${t}&parent_id=${parent.id}&with=parent`)).data
    expect(child!.parent).toEqual({ id: parent.id, slug: parent.slug, title: `${t} parent` })
    expect(child!.children).toBeUndefined()
  })
})

describe('GET /api/events pages of parents', () => {
  it('gives every parent on the page its own sub-events', async () => {
    const t = tag()
    const start = Date.now() + 4 * DAY
    const parents = []
    for (let i = 0; i < 3; i++) {
      const { event } = await createEvent({
        title: `${t} parent ${i}`,
        startsAt: at(start + i * HOUR),
        endsAt: at(start + i * HOUR + HOUR),
      })
      await createEvent({
        title: `${t} session of ${i}`,
        parentId: event.id,
        startsAt: at(start + i * HOUR),
        endsAt: at(start + i * HOUR + HOUR),
      })
      parents.push(event)
    }
    const page = await list(`q=${t}%20parent&is_parent=1&with=children`)
    expect(titles(page)).toEqual([0, 1, 2].map((i) => `${t} parent ${i}`))
    expect(page.data.map((e) => fieldOf(e.children!, 'title'))).toEqual(
      [0, 1, 2].map((i) => [`${t} session of ${i}`]),
    )
  })
})

describe('GET /api/events query budget', () => {
  it('costs one D1 round trip signed in, with every relation', async () => {
    const { user } = await signedInAs('member')
    const session = await signIn(user.email)
    const res = await call(
      '/api/events?with=children,user,parent&starts_at_from=now&categories[]=1',
      { session },
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('x-d1-round-trips')).toBe('1')
  })

  it('costs one D1 round trip for a visitor too', async () => {
    const res = await call('/api/events?is_parent=1')
    expect(res.status).toBe(200)
    expect(res.headers.get('x-d1-round-trips')).toBe('1')
  })
})
