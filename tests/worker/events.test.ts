import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { CANNOT_CREATE_EVENT } from '@worker/events/events.schemas'
import { attendeeJsonSchema } from '@worker/events/event-attendees.queries'
import { type api, apiAs, errorOf, fieldOf, send } from '../helpers/api'
import { createEvent, createOrder, limitedTicket, reloadTicket } from '../helpers/event-factories'
import { createCustomRole, createUser, signedInAs, signIn } from '../helpers/factories'
import { call, type Session } from '../helpers/http'

const DAY = 86_400_000
const future = (days: number, hours = 0) =>
  new Date(Date.now() + days * DAY + hours * 3_600_000).toISOString()
type NewEvent = Parameters<typeof api.events.$post>[0]['json']
type EventChanges = Parameters<(typeof api.events)[':id']['$put']>[0]['json']

const newEvent = (overrides: Partial<NewEvent> = {}): NewEvent => ({
  title: `Summer social ${crypto.randomUUID().slice(0, 6)}`,
  excerpt: 'Drinks on the terrace',
  starts_at: future(10),
  ends_at: future(10, 2),
  ...overrides,
})

const post = (session: Session, json: NewEvent) => send(apiAs(session).events.$post({ json }))
const put = (session: Session, id: number, json: EventChanges) =>
  send(apiAs(session).events[':id'].$put({ param: { id: String(id) }, json }))
const get = async (key: string | number, session?: Session | null, relations?: string) => {
  const res = await send(
    apiAs(session).events[':id'].$get({ param: { id: String(key) }, query: { with: relations } }),
  )
  return { status: res.status, event: res.body.data }
}
const notificationsOf = async (userId: number, kind: string) =>
  (
    await env.DB.prepare('SELECT title, link FROM notifications WHERE user_id = ? AND kind = ?')
      .bind(userId, kind)
      .all<{ title: string; link: string }>()
  ).results

/** A member whose custom role grants events.create (but not events.manage). */
const creatorMember = async () => {
  const role = await createCustomRole(['events.create'])
  const user = await createUser({ roleId: role.id })
  return { user, session: await signIn(user.email) }
}

describe('GET /api/events/:id', () => {
  it('reads an event by id and by slug with every contract field', async () => {
    const { event } = await createEvent({
      address: { line_1: '1 High St', town_city: 'York' },
      contactables: { tel: '0123' },
      latlng: { lat: 53.9, lng: -1.08 },
    })
    const byId = await get(event.id)
    expect(byId.status).toBe(200)
    expect(byId.event).toMatchObject({
      id: event.id,
      slug: event.slug,
      url: `/events/${event.slug}`,
      status: 'approved',
      private: 0,
      address: { line_1: '1 High St', town_city: 'York' },
      contactables: { tel: '0123' },
      latlng: { lat: 53.9, lng: -1.08 },
      settings: { hide_attendees: false },
    })
    expect(byId.event.tickets).toHaveLength(1)
    expect((await get(event.slug)).event.id).toBe(event.id)
  })

  it('answers 404 for a missing event and for one the reader may not see', async () => {
    const { event: draft } = await createEvent({ status: 'draft' })
    const { event: hidden } = await createEvent({ private: true })
    expect((await get(999_999)).status).toBe(404)
    expect((await get('no-such-event')).status).toBe(404)
    expect((await get(draft.id)).status).toBe(404)
    expect((await get(hidden.slug)).status).toBe(404)
    const { session } = await signedInAs('member')
    expect((await get(hidden.slug, session)).status).toBe(200)
    expect((await get(draft.id, session)).status).toBe(404)
  })

  it('lists attendees with their user; emails only for managers and the attendee themselves', async () => {
    const me = await signedInAs('member')
    const other = await signedInAs('member')
    const admin = await signedInAs('admin')
    const { event, tickets } = await createEvent()
    await createOrder({
      eventId: event.id,
      ticketId: tickets[0]!.id,
      userId: me.user.id,
      fullName: 'Me',
      email: 'me@example.test',
    })
    await createOrder({
      eventId: event.id,
      ticketId: tickets[0]!.id,
      fullName: 'Guest',
      email: 'guest@example.test',
    })

    const mine = (await get(event.id, me.session, 'attendees')).event.attendees!
    // The event page's attendees are JSON built in SQL and read without a schema pass: hold the
    // SQL to the resource's shape here (and the guest's user: null).
    expect(z.array(attendeeJsonSchema).parse(mine)).toEqual(mine)
    expect(mine[1]!.user).toBeNull()
    expect(mine.map((a) => [a.full_name, a.email])).toEqual([
      ['Me', 'me@example.test'],
      ['Guest', null],
    ])
    expect(mine[0]!.user).toEqual({
      id: me.user.id,
      full_name: `${me.user.forename} ${me.user.surname}`,
      slug: me.user.slug,
      img: null,
      company: null,
    })
    expect(mine[0]).toMatchObject({
      event_id: event.id,
      user_id: me.user.id,
      ticket_id: tickets[0]!.id,
      create_event_order: true,
    })
    expect(
      (await get(event.id, other.session, 'attendees')).event.attendees!.map((a) => a.email),
    ).toEqual([null, null])
    expect(
      (await get(event.id, admin.session, 'attendees')).event.attendees!.map((a) => a.email),
    ).toEqual(['me@example.test', 'guest@example.test'])
    expect((await get(event.id)).event.total_attendees).toBe(2)
  })

  it('hides attendees (settings.hide_attendees) from all but managers and the owner', async () => {
    const owner = await signedInAs('member')
    const member = await signedInAs('member')
    const admin = await signedInAs('admin')
    const { event, tickets } = await createEvent({
      userId: owner.user.id,
      settings: { hide_attendees: true },
    })
    await createOrder({ eventId: event.id, ticketId: tickets[0]!.id })
    expect((await get(event.id, member.session, 'attendees')).event.attendees).toEqual([])
    expect((await get(event.id, owner.session, 'attendees')).event.attendees).toHaveLength(1)
    expect((await get(event.id, admin.session, 'attendees')).event.attendees).toHaveLength(1)
  })

  it('adds sub-events by start time with=children, and the organiser with=user', async () => {
    const owner = await createUser()
    const { event: parent } = await createEvent({ userId: owner.id })
    await createEvent({
      title: 'Later',
      parentId: parent.id,
      startsAt: future(9),
      endsAt: future(9, 1),
    })
    await createEvent({
      title: 'Sooner',
      parentId: parent.id,
      startsAt: future(8),
      endsAt: future(8, 1),
    })
    const { event } = await get(parent.id, null, 'children,user')
    expect(fieldOf(event.children!, 'title')).toEqual(['Sooner', 'Later'])
    expect(event.user!.id).toBe(owner.id)
  })

  it('costs one D1 round trip signed in', async () => {
    const { event } = await createEvent()
    const { session } = await signedInAs('member')
    const res = await call(`/api/events/${event.slug}?with=children,attendees,user,parent`, {
      session,
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('x-d1-round-trips')).toBe('1')
  })
})

describe('POST /api/events', () => {
  it('publishes an admin’s event when they choose approved, with a default free unlimited ticket', async () => {
    const { user, session } = await signedInAs('admin')
    const res = await post(
      session,
      newEvent({ title: 'Garden Party!', private: 1, status: 'approved' }),
    )
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    const event = res.body.data
    expect(event).toMatchObject({
      status: 'approved',
      user_id: user.id,
      private: 1,
      payment_required: false,
      price: 0,
      price_formatted: 'Free',
    })
    expect(event.slug).toMatch(/^garden-party(-\d+)?$/)
    expect(event.approved_at).not.toBeNull()
    expect(event.tickets).toEqual([
      expect.objectContaining({
        label: 'Standard',
        price: 0,
        no_limit: true,
        total_remaining_tickets: null,
      }),
    ])
  })

  it('makes a unique slug from the title', async () => {
    const { session } = await signedInAs('admin')
    const title = `Book Club ${crypto.randomUUID().slice(0, 6)}`
    const first = (await post(session, newEvent({ title }))).body.data
    const second = (await post(session, newEvent({ title }))).body.data
    expect(second.slug).toBe(`${first.slug}-2`)
  })

  it('sends a member’s event (events.create via a custom role) for approval and tells the admins', async () => {
    const admin = await signedInAs('admin')
    const { session } = await creatorMember()
    const res = await post(session, newEvent({ status: 'approved', title: 'Member meetup' }))
    expect(res.status).toBe(201)
    expect(res.body.data.status).toBe('pending')
    const notes = await notificationsOf(admin.user.id, 'event.submitted')
    expect(notes.at(-1)).toMatchObject({ link: '/admin/events?status=pending' })
    expect(notes.at(-1)!.title).toContain('Member meetup')
  })

  it('keeps a member’s draft a draft, without telling the admins', async () => {
    const admin = await signedInAs('admin')
    const { session } = await creatorMember()
    const res = await post(session, newEvent({ status: 'draft', title: 'Quiet draft' }))
    expect(res.body.data.status).toBe('draft')
    expect(
      (await notificationsOf(admin.user.id, 'event.submitted')).some((n) =>
        n.title.includes('Quiet draft'),
      ),
    ).toBe(false)
  })

  it('sends a contributor’s event for approval too (only event managers publish)', async () => {
    const { session } = await signedInAs('contributor')
    const res = await post(session, newEvent())
    expect(res.status).toBe(201)
    expect(res.body.data.status).toBe('pending')
  })

  it('refuses members without events.create with the spec message, and visitors with 401', async () => {
    const { session } = await signedInAs('member')
    const res = await post(session, newEvent())
    expect(res.status).toBe(403)
    expect(errorOf(res).message).toBe(CANNOT_CREATE_EVENT)
    expect((await call('/api/events', { json: newEvent() })).status).toBe(401)
  })

  it.each([
    ['an excerpt of 251 characters', { excerpt: 'x'.repeat(251) }, 'excerpt'],
    ['no start', { starts_at: undefined }, 'starts_at'],
    ['an end before the start', { starts_at: future(5, 2), ends_at: future(5) }, 'ends_at'],
    ['101 repeats', { repeat: 'weekly' as const, repeat_times: 101 }, 'repeat_times'],
    [
      'a ticket count of 0',
      { tickets: [{ label: 'Seat', no_limit: false, total_available_tickets: 0 }] },
      'tickets.0.total_available_tickets',
    ],
    ['an unknown category', { categories: [999_999] }, 'categories.0'],
    ['an unknown parent', { parent_id: 999_999 }, 'parent_id'],
  ])('answers 422 for %s', async (_name, overrides, field) => {
    const { session } = await signedInAs('admin')
    const res = await post(session, newEvent(overrides))
    expect(res.status).toBe(422)
    expect(Object.keys(errorOf(res).errors ?? {})).toContain(field)
  })

  it('stores tickets, categories, custom attributes and payment_required from the prices', async () => {
    const { session } = await signedInAs('admin')
    const category = await env.DB.prepare(
      "INSERT INTO categories (name, slug, position, created_at, updated_at) VALUES ('Talks', ?, 0, '2026-01-01', '2026-01-01') RETURNING id",
    )
      .bind(`talks-${crypto.randomUUID().slice(0, 8)}`)
      .first<{ id: number }>()
    const res = await post(
      session,
      newEvent({
        categories: [category!.id],
        custom_attrs: [{ key: 'diet', label: 'Dietary needs', type: 'text' }],
        tickets: [
          { label: 'Member', price: 12.5, no_limit: false, total_available_tickets: 40 },
          { label: 'Guest', price: 20, no_limit: true },
        ],
      }),
    )
    expect(res.status).toBe(201)
    const event = res.body.data
    expect(event).toMatchObject({
      payment_required: true,
      price: 12.5,
      price_formatted: '£12.50',
      total_available_tickets: 40,
      total_remaining_tickets: 40,
      has_unlimited_tickets: true,
    })
    expect(event.tickets.map((t) => t.label)).toEqual(['Member', 'Guest'])
    expect(event.categories.map((c) => c.name)).toEqual(['Talks'])
    expect(event.custom_attrs).toEqual([
      { key: 'diet', label: 'Dietary needs', type: 'text', options: [] },
    ])
  })

  it('creates a sub-event from the shorthand price and seats, under a parent the author manages', async () => {
    const { session } = await signedInAs('admin')
    const parent = (await post(session, newEvent({ status: 'approved' }))).body.data
    const res = await post(
      session,
      newEvent({ parent_id: parent.id, price: 5, total_available_tickets: 12, status: 'approved' }),
    )
    expect(res.status).toBe(201)
    expect(res.body.data.tickets).toEqual([
      expect.objectContaining({ price: 5, no_limit: false, total_available_tickets: 12 }),
    ])
    expect(fieldOf((await get(parent.id, null, 'children')).event.children!, 'id')).toEqual([
      res.body.data.id,
    ])
  })

  it('refuses a sub-event under someone else’s event (403)', async () => {
    const { event } = await createEvent()
    const { session } = await creatorMember()
    expect((await post(session, newEvent({ parent_id: event.id }))).status).toBe(403)
  })
})

describe('PUT /api/events/:id', () => {
  it('lets the owner edit, keeping what the request leaves out', async () => {
    const { user, session } = await creatorMember()
    const { event } = await createEvent({
      userId: user.id,
      excerpt: 'Keep me',
      status: 'approved',
      address: { town_city: 'Leeds' },
    })
    const res = await put(session, event.id, { title: 'Renamed' })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    // A non-manager editing an approved event does not send it back for approval.
    expect(res.body.data).toMatchObject({
      title: 'Renamed',
      excerpt: 'Keep me',
      status: 'approved',
      address: { town_city: 'Leeds' },
    })
  })

  it('refuses another member (403), a visitor (401) and a missing event (404)', async () => {
    const { event } = await createEvent()
    const { session } = await creatorMember()
    expect((await put(session, event.id, { title: 'Mine now' })).status).toBe(403)
    expect(
      (await call(`/api/events/${event.id}`, { method: 'PUT', json: { title: 'x' } })).status,
    ).toBe(401)
    const admin = await signedInAs('admin')
    expect((await put(admin.session, 999_999, { title: 'x' })).status).toBe(404)
  })

  it('keeps status changes for event managers; an owner may submit their draft', async () => {
    const { user, session } = await creatorMember()
    const { event } = await createEvent({ userId: user.id, status: 'pending' })
    const refused = await put(session, event.id, { status: 'approved' })
    expect(refused.status).toBe(403)
    expect(errorOf(refused).message).toBe('Only event managers can change the status')
    const { event: draft } = await createEvent({ userId: user.id, status: 'draft' })
    expect((await put(session, draft.id, { status: 'pending' })).body.data.status).toBe('pending')
  })

  it('approving sets approved_at and tells the owner', async () => {
    const owner = await createUser()
    const admin = await signedInAs('admin')
    const { event } = await createEvent({ userId: owner.id, status: 'pending' })
    const res = await put(admin.session, event.id, { status: 'approved' })
    expect(res.status).toBe(200)
    const updated = res.body.data
    expect(updated.status).toBe('approved')
    expect(updated.approved_at).not.toBeNull()
    expect(updated.is_recently_approved).toBe(true)
    expect(await notificationsOf(owner.id, 'event.approved')).toEqual([
      expect.objectContaining({ link: `/events/${event.slug}` }),
    ])
  })

  it('upserts tickets: edits, adds and removes unbooked ones', async () => {
    const { session } = await signedInAs('admin')
    const { event, tickets } = await createEvent({}, [limitedTicket(10, 2, 1000), {}])
    const [kept, dropped] = tickets
    const res = await put(session, event.id, {
      tickets: [
        {
          id: kept!.id,
          label: 'Early bird',
          price: 8,
          no_limit: false,
          total_available_tickets: 5,
        },
        { id: dropped!.id, delete: true },
        { label: 'VIP', price: 50, no_limit: false, total_available_tickets: 3 },
      ],
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const updated = res.body.data
    expect(
      updated.tickets.map((t) => [
        t.label,
        t.price,
        t.total_available_tickets,
        t.total_redeemed_tickets,
      ]),
    ).toEqual([
      ['Early bird', 8, 5, 2],
      ['VIP', 50, 3, 0],
    ])
    expect(updated.payment_required).toBe(true)
  })

  it('refuses to remove a booked ticket or cut seats below those booked (422, nothing written)', async () => {
    const { session } = await signedInAs('admin')
    const { event, tickets } = await createEvent({}, [limitedTicket(10, 6), limitedTicket(5, 1)])
    const res = await put(session, event.id, {
      title: 'Should not stick',
      tickets: [
        { id: tickets[0]!.id, label: 'A', no_limit: false, total_available_tickets: 5 },
        { id: tickets[1]!.id, delete: true },
      ],
    })
    expect(res.status).toBe(422)
    expect(errorOf(res).errors).toEqual({
      'tickets.0.total_available_tickets': ['Cannot be fewer than the 6 tickets already booked'],
      'tickets.1': ['This ticket has bookings and cannot be removed'],
    })
    expect((await reloadTicket(tickets[0]!.id)).totalAvailable).toBe(10)
    expect((await get(event.id)).event.title).not.toBe('Should not stick')
  })

  it('replaces categories when given', async () => {
    const { session } = await signedInAs('admin')
    const insert = env.DB.prepare(
      "INSERT INTO categories (name, slug, position, created_at, updated_at) VALUES (?, ?, 0, '2026-01-01', '2026-01-01') RETURNING id",
    )
    const a = await insert.bind('A', `a-${crypto.randomUUID().slice(0, 8)}`).first<{ id: number }>()
    const b = await insert.bind('B', `b-${crypto.randomUUID().slice(0, 8)}`).first<{ id: number }>()
    const { event } = await createEvent()
    await env.DB.prepare('INSERT INTO event_categories (event_id, category_id) VALUES (?, ?)')
      .bind(event.id, a!.id)
      .run()
    const res = await put(session, event.id, { categories: [b!.id] })
    expect(res.body.data.categories.map((c) => c.name)).toEqual(['B'])
    expect((await put(session, event.id, { excerpt: 'x' })).body.data).toMatchObject({
      categories: [expect.objectContaining({ name: 'B' })],
    })
  })
})

describe('DELETE /api/events/:id', () => {
  it('lets the owner delete an event with its sub-events', async () => {
    const { user, session } = await creatorMember()
    const { event } = await createEvent({ userId: user.id })
    const { event: child } = await createEvent({ parentId: event.id })
    const res = await call(`/api/events/${event.id}`, { method: 'DELETE', session })
    expect(res.status).toBe(200)
    expect(res.body.data).toEqual({ id: event.id })
    const left = await env.DB.prepare('SELECT count(*) AS n FROM events WHERE id IN (?, ?)')
      .bind(event.id, child.id)
      .first<{ n: number }>()
    expect(left!.n).toBe(0)
  })

  it('refuses other members (403) and answers 404 for a missing event', async () => {
    const { event } = await createEvent()
    const { session } = await creatorMember()
    expect((await call(`/api/events/${event.id}`, { method: 'DELETE', session })).status).toBe(403)
    const admin = await signedInAs('admin')
    expect(
      (await call('/api/events/999999', { method: 'DELETE', session: admin.session })).status,
    ).toBe(404)
    expect(
      (await call(`/api/events/${event.id}`, { method: 'DELETE', session: admin.session })).status,
    ).toBe(200)
  })
})

describe('event writes check what they are given (issue 9)', () => {
  const createGroup = async () =>
    (await env.DB.prepare(
      "INSERT INTO groups (title, slug, status, privacy, created_at, updated_at) VALUES ('G', ?, 'approved', 'public', '2026-01-01', '2026-01-01') RETURNING id",
    )
      .bind(`g-${crypto.randomUUID().slice(0, 8)}`)
      .first<{ id: number }>())!.id

  it.each([
    'javascript:alert(document.cookie)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'ftp://files.example.com/x',
  ])(
    'refuses a link of %s with a field message, on create and update, and stores nothing',
    async (link) => {
      const { session } = await signedInAs('admin')
      const title = `Bad link ${crypto.randomUUID().slice(0, 6)}`
      const created = await post(session, newEvent({ title, link }))
      expect(created.status).toBe(422)
      expect(errorOf(created).errors).toEqual({
        link: ['Must be a web address starting with http:// or https://'],
      })
      expect(
        (await env.DB.prepare('SELECT count(*) AS n FROM events WHERE title = ?')
          .bind(title)
          .first<{ n: number }>())!.n,
      ).toBe(0)
      const { event } = await createEvent({ link: 'https://example.com/' })
      const updated = await put(session, event.id, { link })
      expect(updated.status).toBe(422)
      expect(errorOf(updated).errors).toEqual({
        link: ['Must be a web address starting with http:// or https://'],
      })
      expect((await get(event.id)).event.link).toBe('https://example.com/')
    },
  )

  it('keeps http and https links, and an empty link clears it', async () => {
    const { session } = await signedInAs('admin')
    const res = await post(
      session,
      newEvent({ link: 'https://tickets.example.com/a?b=c', status: 'approved' }),
    )
    expect(res.body.data.link).toBe('https://tickets.example.com/a?b=c')
    const id = res.body.data.id
    expect((await put(session, id, { link: 'http://example.com' })).body.data.link).toBe(
      'http://example.com',
    )
    expect((await put(session, id, { link: '' })).body.data.link).toBeNull()
  })

  it.each([
    ['website', 'javascript:alert(1)'],
    ['website', 'not a web address'],
    ['facebook', 'javascript:alert(1)'],
    ['twitter', 'data:text/html,x'],
    ['linkedin', 'vbscript:x'],
  ])('refuses contactables.%s of %s', async (field, value) => {
    const { session } = await signedInAs('admin')
    const res = await post(session, newEvent({ contactables: { [field]: value } }))
    expect(res.status).toBe(422)
    expect(Object.keys(errorOf(res).errors ?? {})).toEqual([`contactables.${field}`])
  })

  it('keeps social handles and web addresses in contactables', async () => {
    const { session } = await signedInAs('admin')
    const contactables = {
      tel: '+44 113 496 0000',
      website: 'https://example.com',
      twitter: '@guildhall',
      facebook: 'facebook.com/guildhall',
      linkedin: 'https://www.linkedin.com/in/someone',
    }
    const res = await post(session, newEvent({ contactables }))
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(res.body.data.contactables).toEqual(contactables)
  })

  it.each([
    ['year 0000', '0000-01-01T10:00:00Z'],
    ['year 1899', '1899-12-31T10:00:00Z'],
    ['year 2201', '2201-01-01T10:00:00Z'],
  ])(
    'refuses a start in %s with a field message instead of storing another date',
    async (_name, startsAt) => {
      const { session } = await signedInAs('admin')
      const title = `Odd date ${crypto.randomUUID().slice(0, 6)}`
      const res = await post(
        session,
        newEvent({ title, starts_at: startsAt, ends_at: '2027-01-01T10:00:00Z' }),
      )
      expect(res.status).toBe(422)
      expect(errorOf(res).errors?.starts_at).toEqual([
        'Must be a date between the years 1900 and 2200',
      ])
      expect(
        (await env.DB.prepare('SELECT count(*) AS n FROM events WHERE title = ?')
          .bind(title)
          .first<{ n: number }>())!.n,
      ).toBe(0)
    },
  )

  it('refuses out-of-range ends_at, ticket sale ends and updated dates, leaving the row alone', async () => {
    const { session } = await signedInAs('admin')
    expect(
      errorOf(await post(session, newEvent({ ends_at: '0000-06-01T10:00:00Z' }))).errors?.ends_at,
    ).toEqual(['Must be a date between the years 1900 and 2200'])
    const sale = await post(
      session,
      newEvent({ tickets: [{ label: 'Seat', available_until: '0000-06-01T10:00:00Z' }] }),
    )
    expect(errorOf(sale).errors?.['tickets.0.available_until']).toEqual([
      'Must be a date between the years 1900 and 2200',
    ])
    const { event } = await createEvent()
    const res = await put(session, event.id, {
      starts_at: '0000-01-01T00:00:00Z',
      ends_at: '0000-01-01T02:00:00Z',
    })
    expect(res.status).toBe(422)
    expect((await get(event.id)).event.starts_at).toBe(event.startsAt)
  })

  it('keeps a date at the edges of the range exactly as sent', async () => {
    const { session } = await signedInAs('admin')
    const res = await post(
      session,
      newEvent({
        starts_at: '2200-12-31T10:00:00Z',
        ends_at: '2200-12-31T12:00:00Z',
        status: 'approved',
      }),
    )
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(res.body.data.starts_at).toBe('2200-12-31T10:00:00.000Z')
  })

  it('refuses a group_id that is no group (create and update), and keeps a real one', async () => {
    const { session } = await signedInAs('admin')
    const title = `Grouped ${crypto.randomUUID().slice(0, 6)}`
    const res = await post(session, newEvent({ title, group_id: 999_999 }))
    expect(res.status).toBe(422)
    expect(errorOf(res).errors).toEqual({ group_id: ['Choose an existing group'] })
    expect(
      (await env.DB.prepare('SELECT count(*) AS n FROM events WHERE title = ?')
        .bind(title)
        .first<{ n: number }>())!.n,
    ).toBe(0)
    const group = await createGroup()
    const ok = await post(session, newEvent({ group_id: group }))
    expect(ok.status).toBe(201)
    const id = ok.body.data.id
    expect(ok.body.data.group_id).toBe(group)
    const bad = await put(session, id, { group_id: 999_999 })
    expect(bad.status).toBe(422)
    expect(errorOf(bad).errors).toEqual({ group_id: ['Choose an existing group'] })
    expect((await get(id, session)).event.group_id).toBe(group)
    expect((await put(session, id, { group_id: null })).body.data.group_id).toBeNull()
  })

  it('refuses a poll_id until polls exist, and accepts null', async () => {
    const { session } = await signedInAs('admin')
    const res = await post(session, newEvent({ poll_id: 1 }))
    expect(res.status).toBe(422)
    expect(errorOf(res).errors).toEqual({ poll_id: ['Polls are not available yet'] })
    const ok = await post(session, newEvent({ poll_id: null }))
    expect(ok.status).toBe(201)
    const id = ok.body.data.id
    expect(errorOf(await put(session, id, { poll_id: 7 })).errors).toEqual({
      poll_id: ['Polls are not available yet'],
    })
    expect((await put(session, id, { poll_id: null })).status).toBe(200)
  })
})

describe('who creates events, and in which status (issue 9)', () => {
  it('refuses events.manage without events.create, like the editor does', async () => {
    const role = await createCustomRole(['events.manage'])
    const user = await createUser({ roleId: role.id })
    const session = await signIn(user.email)
    const title = `Manager only ${crypto.randomUUID().slice(0, 6)}`
    const res = await post(session, newEvent({ title }))
    expect(res.status).toBe(403)
    expect(errorOf(res).message).toBe(CANNOT_CREATE_EVENT)
    expect(
      (await env.DB.prepare('SELECT count(*) AS n FROM events WHERE title = ?')
        .bind(title)
        .first<{ n: number }>())!.n,
    ).toBe(0)
  })

  it('makes a manager’s new event pending unless they choose a status', async () => {
    const { session } = await signedInAs('admin')
    const pending = (await post(session, newEvent())).body.data
    expect(pending).toMatchObject({
      status: 'pending',
      approved_at: null,
      is_recently_approved: false,
    })
    for (const status of ['draft', 'approved', 'rejected'] as const) {
      expect((await post(session, newEvent({ status }))).body.data.status).toBe(status)
    }
  })
})

describe('recently approved (issue 9)', () => {
  it.each(['rejected', 'draft', 'pending'] as const)(
    'is cleared when an approved event is set to %s',
    async (status) => {
      const admin = await signedInAs('admin')
      const { event } = await createEvent({ status: 'pending' })
      expect(
        (await put(admin.session, event.id, { status: 'approved' })).body.data.is_recently_approved,
      ).toBe(true)
      const res = await put(admin.session, event.id, { status })
      expect(res.body.data).toMatchObject({
        status,
        is_recently_approved: false,
        approved_at: null,
      })
      // Approved again: flagged afresh.
      expect(
        (await put(admin.session, event.id, { status: 'approved' })).body.data.is_recently_approved,
      ).toBe(true)
    },
  )

  it('is never shown for an event that is not approved, whatever approved_at says', async () => {
    const admin = await signedInAs('admin')
    const { event } = await createEvent({
      status: 'rejected',
      approvedAt: new Date().toISOString(),
    })
    expect((await get(event.id, admin.session)).event.is_recently_approved).toBe(false)
  })
})
